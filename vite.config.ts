import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app is built into dist/web and served by the Armada server on the same port.
// In development, `npm run dev:web` proxies /api to a server started with `npm run dev:server`.
export default defineConfig({
  root: 'web',
  plugins: [react()],
  build: { outDir: '../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
