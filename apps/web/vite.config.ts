import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { webAliases } from './build/aliases.ts';
import { chunkGroups } from './build/chunk-groups.ts';
import { pageHtml } from './build/page-html.ts';
import { preloadApp } from './build/preload-app.ts';
import { serviceWorker } from './build/service-worker.ts';

/** In development the API runs on its own port (npm run dev starts both); Vite proxies /api to it. */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

const { plugin: chunkGroupsPlugin, groups } = chunkGroups();

export default defineConfig({
  plugins: [
    react(),
    chunkGroupsPlugin,
    preloadApp(),
    pageHtml(),
    VitePWA(serviceWorker),
    // Compressed once here, at the highest levels, and served as they are (the server's preCompressed).
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  resolve: { alias: webAliases },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Kept for debugging a production build from its files; never referenced by the bundles nor served.
    sourcemap: 'hidden',
    rolldownOptions: {
      // Rolldown's notes on how long each plugin took warn of the machine's load, not of the app.
      checks: { bundlerTimings: false },
      output: {
        // Fewer, larger chunks for the signed-in pages; /login's own are left as they are (build/chunk-groups.ts).
        codeSplitting: { groups },
      },
    },
  },
});
