import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The web app's production build read as files: which script chunks a page loads, and their size as
 * sent (the precompressed .br next to each). The bundler writes `import{…}from"./x.js"` for a static
 * import and `import(\`./x.js\`)` for a lazy one; index.html names the entry.
 */

const distDir = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const assetsDir = path.join(distDir, 'assets');

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([^"'`]+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

function chunkText(file: string): string {
  return readFileSync(path.join(assetsDir, file), 'utf8');
}

function importsOf(file: string, pattern: RegExp): string[] {
  return [...chunkText(file).matchAll(pattern)].map((match) => match[1]!);
}

/** Every file its start reaches through `step`, the start included. */
function closureOf(starts: readonly string[], step: (file: string) => string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...starts];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...step(file));
  }
  return reached;
}

/** The built index.html, as the server sends it for every page. */
export function indexHtml(): string {
  return readFileSync(path.join(distDir, 'index.html'), 'utf8');
}

/**
 * A signed-in page's own index.html, which the server sends a browser that held a session: 'finances';
 * in another language than English, that language's copy.
 */
export function pageHtml(name: string, language = 'en'): string {
  const folder = language === 'en' ? distDir : path.join(distDir, language);
  return readFileSync(path.join(folder, 'pages', `${name}.html`), 'utf8');
}

/** The entry chunk, as index.html loads it. */
export function entryChunk(): string {
  const html = indexHtml();
  const entry = /<script type="module"[^>]*\ssrc="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no module script in ${distDir}/index.html: build the web app first`);
  return entry;
}

/** The one chunk the bundler made of a module, by the module's file name ('login-page'). */
export function chunkOf(moduleName: string): string {
  const named = readdirSync(assetsDir).filter((file) =>
    new RegExp(`^${moduleName}-[\\w-]{8}\\.js$`).test(file),
  );
  if (named.length !== 1)
    throw new Error(`expected one chunk of ${moduleName}, found ${named.join(', ') || 'none'}`);
  return named[0]!;
}

/**
 * What a page loads before it can draw: the entry, the app it loads on every page (main), and the
 * chunks named (the lazy page; for a signed-in page also the signed-in chunk, its layout in it), each
 * with everything it imports statically.
 */
export function pageChunks(chunkNames: readonly string[]): Set<string> {
  return closureOf([entryChunk(), ...['main', ...chunkNames].map(chunkOf)], (file) =>
    importsOf(file, STATIC_IMPORT),
  );
}

/** A chunk and everything it imports statically, as the browser fetches them with it. */
export function withStaticImports(file: string): Set<string> {
  return closureOf([file], (chunk) => importsOf(chunk, STATIC_IMPORT));
}

/** Every chunk the app can ever load: the entry's imports followed, lazy ones too. */
export function reachableChunks(): Set<string> {
  return closureOf([entryChunk()], (file) => [
    ...importsOf(file, STATIC_IMPORT),
    ...importsOf(file, DYNAMIC_IMPORT),
  ]);
}

/** Bytes as sent: the brotli file beside the chunk (the build skips files too small to gain from it). */
export function compressedSize(file: string): number {
  const full = path.join(assetsDir, file);
  return existsSync(`${full}.br`) ? statSync(`${full}.br`).size : statSync(full).size;
}

/** Whether a chunk holds zod: every zod schema keeps its internals under `_zod`, a name minifiers keep. */
export const ZOD_MARKER = /\b_zod\b/;

export function containsZod(file: string): boolean {
  return ZOD_MARKER.test(chunkText(file));
}

export function chunkContains(file: string, text: string): boolean {
  return chunkText(file).includes(text);
}
