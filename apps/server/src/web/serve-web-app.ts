import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  languageOf,
  languageOfAcceptLanguage,
  SIGNED_IN_HINT_COOKIE,
  type Language,
} from '@wayfarer/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { webDistDir } from '../paths';
import { ASSETS_DIR, serveHeldAssets } from './held-assets';

/** The build's index.html for each page behind the sign-in, its code preloaded: apps/web/build/page-html.ts. */
const PAGE_HTML_DIR = 'pages';
const SIGNED_IN_HINT = new RegExp(`(?:^|;)\\s*${SIGNED_IN_HINT_COOKIE}=1\\s*(?:;|$)`);
const LANGUAGE_CHOSEN = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);
/** The itinerary's shared pages: kept out of search engines, as their answers are. */
const SHARED_PAGE = /^\/shared\//;

/** The pages the build made an index.html of, by path: '/' for pages/index.html, '/todolist' for pages/todolist.html. */
function pageHtmlFiles(root: string): Map<string, string> {
  const dir = path.join(root, PAGE_HTML_DIR);
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.html')) : [];
  return new Map(
    files.map((file) => {
      const name = file.slice(0, -'.html'.length);
      return [name === 'index' ? '/' : `/${name}`, `${PAGE_HTML_DIR}/${file}`];
    }),
  );
}

/** The language chosen on the device (the app keeps it in a cookie), else the one the browser asks for. */
function languageOfRequest(request: FastifyRequest): Language {
  const chosen = LANGUAGE_CHOSEN.exec(request.headers.cookie ?? '')?.[1];
  return languageOf(chosen?.trim()) ?? languageOfAcceptLanguage(request.headers['accept-language']);
}

/** The languages the build wrote its own HTML files for, besides the default one at the root. */
function builtLanguages(root: string): Set<Language> {
  return new Set(
    LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE && existsSync(path.join(root, language))),
  );
}

/**
 * The page's own index.html when the browser held a session when it last loaded the app; else the plain
 * one; each in the reader's language where the build wrote that language's copy (its <html lang>, and a
 * page's frame drawn in its words).
 */
function htmlFor(
  request: FastifyRequest,
  pathname: string,
  pages: Map<string, string>,
  languages: Set<Language>,
): string {
  const page = pages.get(pathname);
  const file = page && SIGNED_IN_HINT.test(request.headers.cookie ?? '') ? page : 'index.html';
  const language = languageOfRequest(request);
  return languages.has(language) ? `${language}/${file}` : file;
}

/**
 * Serves the built web app: its assets from memory (held-assets.ts), cached for a year; any other GET
 * that wants HTML gets index.html, never cached, so a reload on a client route works: a signed-in page's
 * own index.html, its code preloaded, when the browser says it holds a session.
 */
export async function serveWebApp(app: FastifyInstance, root = webDistDir): Promise<void> {
  if (!existsSync(root)) {
    app.log.warn({ root }, 'the web app is not built; only the API is served');
    return;
  }
  serveHeldAssets(app, root);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The assets have their own route; source maps, among them, stay on the server's disk.
    globIgnore: [`${ASSETS_DIR}/**`],
    // The build wrote .br and .gz beside each page; the one Accept-Encoding prefers is sent.
    preCompressed: true,
    setHeaders(reply) {
      reply.header('cache-control', 'no-cache');
    },
  });
  const pages = pageHtmlFiles(root);
  const languages = builtLanguages(root);
  app.setNotFoundHandler((request, reply) => {
    // A file that is not there (a source map, an asset of an older build) is a 404, not the app's page.
    const pathname = request.url.split('?')[0] ?? '';
    const isFile = path.extname(pathname) !== '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isFile) {
      return reply.code(404).send({ error: 'not_found', message: 'Not found.' });
    }
    if (SHARED_PAGE.test(pathname)) reply.header('x-robots-tag', 'noindex');
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-language')
      .sendFile(htmlFor(request, pathname, pages, languages));
  });
}
