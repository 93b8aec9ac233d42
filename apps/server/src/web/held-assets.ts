import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { encodingFor, type AnswerEncoding } from '../http/compression';

/** Where the build puts its code, styles and pictures, each under a name that carries its content's hash. */
export const ASSETS_DIR = 'assets';

/** As @fastify/static (mime) named them, for the file types the build makes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** The suffix of each compressed form the build writes beside a text asset (vite.config.ts). */
const SUFFIXES: Readonly<Record<AnswerEncoding, string>> = { br: '.br', gzip: '.gz' };

interface HeldAsset {
  contentType: string;
  plain: Buffer;
  compressed: Partial<Record<AnswerEncoding, Buffer>>;
}

/** A compressed form of another file of the build, read with that file. */
const isCompressedFormIn = (files: ReadonlySet<string>, file: string) =>
  Object.values(SUFFIXES).some((suffix) => file.endsWith(suffix) && files.has(file.slice(0, -suffix.length)));

/**
 * Every asset of the build, its compressed forms beside it; source maps are left on the disk. A file of
 * a type not in CONTENT_TYPES stops the start: served by no route, it would answer 404 to every page.
 */
function readAssets(dir: string): Map<string, HeldAsset> {
  const files = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const assets = new Map<string, HeldAsset>();
  for (const file of files) {
    if (file.endsWith('.map') || isCompressedFormIn(files, file)) continue;
    const contentType = CONTENT_TYPES[path.extname(file)];
    if (!contentType) {
      throw new Error(
        `the web build's ${ASSETS_DIR}/${file} is of a type the server does not know (held-assets.ts)`,
      );
    }
    const compressed: HeldAsset['compressed'] = {};
    for (const [encoding, suffix] of Object.entries(SUFFIXES) as [AnswerEncoding, string][]) {
      if (files.has(file + suffix)) compressed[encoding] = readFileSync(path.join(dir, file + suffix));
    }
    assets.set(file, { contentType, plain: readFileSync(path.join(dir, file)), compressed });
  }
  return assets;
}

/**
 * Serves the build's assets from memory. A page opened cold asks for eight of them at once; read from
 * the disk for each request (@fastify/static: a stat, an open, reads and a close, on libuv's four
 * threads) they queue behind each other, so the last of them comes later than from memory (bench/http.ts
 * measures both). Their names change with their content, so they are read once, at start (with their
 * compressed forms), and cached by browsers for a year.
 */
export function serveHeldAssets(app: FastifyInstance, root: string): void {
  const assets = readAssets(path.join(root, ASSETS_DIR));
  app.get<{ Params: { file: string } }>(`/${ASSETS_DIR}/:file`, (request, reply) => {
    const asset = assets.get(request.params.file);
    // A file this build does not have (a source map, an asset of an older build): the app's 404.
    if (!asset) return reply.callNotFound();
    const encoding = encodingFor(request);
    const compressed = encoding && asset.compressed[encoding];
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding')
      .type(asset.contentType);
    if (compressed) reply.header('content-encoding', encoding);
    return reply.send(compressed || asset.plain);
  });
}
