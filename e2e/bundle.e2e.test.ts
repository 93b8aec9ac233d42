import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  ZOD_MARKER,
  chunkContains,
  chunkOf,
  compressedSize,
  containsZod,
  indexHtml,
  pageChunks,
  pageHtml,
  reachableChunks,
  withStaticImports,
} from './support/built-chunks';

/*
 * The production build's scripts, read from apps/web/dist (the browser phase builds it first). zod is
 * the server's: the web app checks the few shapes it reads by hand, and one core module that builds a
 * schema at its top level, imported for a constant, would bring zod's 85 KB to every page using it.
 */

/** The budget for what a cold /login loads before it can draw, compressed as sent. */
const LOGIN_SCRIPT_BUDGET_BYTES = 100 * 1024;

describe('the built web app', () => {
  it('has a zod marker that a minified zod schema carries', async () => {
    const { outputFiles } = await build({
      stdin: {
        contents: "import { z } from 'zod'; export const s = z.object({ a: z.string() });",
        resolveDir: '.',
      },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
    });
    expect(outputFiles[0]!.text).toMatch(ZOD_MARKER);
  });

  it('loads no zod on any page', () => {
    const chunks = [...reachableChunks()];
    // The lazy pages are followed too, not only the entry's own imports.
    expect(chunks.some((chunk) => chunk.startsWith('finances-page-'))).toBe(true);
    expect(chunks.filter(containsZod)).toEqual([]);
  });

  it('loads a signed-in page opened cold in a few script files, not one per shared module', () => {
    // Entry, its runtime, the app, the signed-in chunk (the layout with it) and the page: each more file is
    // one more round trip on a slow link, on one of the six connections a browser opens to the server.
    for (const page of ['dashboard-page', 'todo-page', 'finances-page']) {
      expect(pageChunks(['signed-in', page]).size, page).toBeLessThanOrEqual(5);
    }
  });

  it('has a page ask for one stylesheet before its first paint, and for no icon file', () => {
    const html = indexHtml();
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(html).toMatch(/<link\s+rel="icon"\s+type="image\/svg\+xml"\s+href="data:image\/svg\+xml,<svg /);
  });

  it('has a signed-in page’s own index.html draw the page’s frame, with the layout’s styles, and only preload the page’s', () => {
    const html = pageHtml('finances');
    const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([\w-]+)\.css"/g)].map(
      (match) => match[1]!.replace(/-[\w-]{8}$/, ''),
    );
    expect(linked).toEqual(['main', 'signed-in']);
    expect(html).toMatch(
      /<link rel="preload" as="style" crossorigin href="\/assets\/finances-page-[\w-]+\.css">/,
    );
    expect(html).toContain('<h1>Finances</h1>');
    // The boot screen only in a template, not drawn: the entry puts it back in a tab with no session.
    expect(html.match(/class="boot-screen"/g)).toHaveLength(1);
    expect(html).toMatch(/<template><div class="boot-screen">/);
  });

  it('ships React’s production build', () => {
    // Only the development build asks for the DevTools, in a message the minifier leaves as it is.
    const development = [...reachableChunks()].filter((chunk) =>
      chunkContains(chunk, 'React DevTools for a better development experience'),
    );
    expect(development).toEqual([]);
  });

  it.each(['en', 'pt-BR'])(
    'loads at most 100 KB of compressed script for a cold /login in %s',
    (language) => {
      const page = pageChunks(['login-page']);
      const catalogue = withStaticImports(chunkOf(language));
      // The catalogue asks for nothing more than its own chunk and what the page loads anyway.
      expect([...catalogue].filter((chunk) => chunk !== chunkOf(language) && !page.has(chunk))).toEqual([]);
      const chunks = [...new Set([...page, ...catalogue])];
      const bytes = chunks.reduce((sum, chunk) => sum + compressedSize(chunk), 0);
      expect(bytes, chunks.join(', ')).toBeLessThanOrEqual(LOGIN_SCRIPT_BUDGET_BYTES);
    },
  );

  it('keeps each language’s words in a chunk of its own, which no other chunk holds or imports', () => {
    const english = chunkOf('en');
    const portuguese = chunkOf('pt-BR');
    const others = [...reachableChunks()].filter((chunk) => chunk !== english && chunk !== portuguese);
    // A text only the finances page says, in each language.
    expect(chunkContains(english, 'Monthly resume')).toBe(true);
    expect(chunkContains(portuguese, 'Resumo do mês')).toBe(true);
    expect(chunkContains(english, 'Resumo do mês')).toBe(false);
    expect(chunkContains(portuguese, 'Monthly resume')).toBe(false);
    expect(
      others.filter(
        (chunk) => chunkContains(chunk, 'Monthly resume') || chunkContains(chunk, 'Resumo do mês'),
      ),
    ).toEqual([]);
  });

  it('builds each signed-in page’s first paint in Portuguese too, for a Portuguese reader', () => {
    const html = pageHtml('finances', 'pt-BR');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="pt-BR">/i);
    expect(html).toContain('<h1>Finanças</h1>');
    expect(pageHtml('finances')).toMatch(/<html lang="en">/);
  });
});
