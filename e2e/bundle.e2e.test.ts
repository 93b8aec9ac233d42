import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  ZOD_MARKER,
  chunkContains,
  compressedSize,
  containsZod,
  pageChunks,
  reachableChunks,
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
    // Entry, the app, its runtime, the kit /login shares, the signed-in chunk, the layout and the page: each
    // more file is one more round trip on a slow link before the page can ask for its data.
    for (const page of ['dashboard-page', 'todo-page', 'finances-page']) {
      expect(pageChunks(['app-layout', page]).size, page).toBeLessThanOrEqual(8);
    }
  });

  it('ships React’s production build', () => {
    // Only the development build asks for the DevTools, in a message the minifier leaves as it is.
    const development = [...reachableChunks()].filter((chunk) =>
      chunkContains(chunk, 'React DevTools for a better development experience'),
    );
    expect(development).toEqual([]);
  });

  it('loads at most 100 KB of compressed script for a cold /login', () => {
    const chunks = [...pageChunks(['login-page'])];
    const bytes = chunks.reduce((sum, chunk) => sum + compressedSize(chunk), 0);
    expect(bytes, chunks.join(', ')).toBeLessThanOrEqual(LOGIN_SCRIPT_BUDGET_BYTES);
  });
});
