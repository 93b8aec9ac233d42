import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In development the API runs on its own port (npm run dev starts both); Vite proxies /api to it. */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
