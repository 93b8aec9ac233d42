// Bundles the server into one ESM file; npm packages stay external (native argon2, PGlite's wasm),
// while @wayfarer/core, which ships TypeScript source, is compiled in. Then compiles the world's cities
// into dist/city-atlas.bin, which the server reads at start instead of building its index.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const external = Object.keys(dependencies).filter((name) => name !== '@wayfarer/core');

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// Run from dist/ so that the data packages resolve as they do for the server; removed once it has run.
const atlasWriter = new URL('./dist/write-city-atlas.mjs', import.meta.url).pathname;
await build({
  stdin: {
    contents:
      "import { writeWorldAtlas } from './src/cities/world-atlas';\nwriteWorldAtlas(process.argv[2]);",
    resolveDir: new URL('.', import.meta.url).pathname,
    loader: 'ts',
  },
  outfile: atlasWriter,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  logLevel: 'warning',
});
try {
  execFileSync(process.execPath, [atlasWriter, new URL('./dist/city-atlas.bin', import.meta.url).pathname], {
    stdio: 'inherit',
  });
} finally {
  rmSync(atlasWriter, { force: true });
}
