import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { responseContracts } from './response-contracts-plugin.ts';

/** The API server of `npm run dev`; the Vite dev server forwards everything it owns. */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), responseContracts()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'baseline-widely-available',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': API_ORIGIN,
      '/sandbox': API_ORIGIN,
      '/metrics': API_ORIGIN,
      // Uploaded avatars are served by the API too.
      '/uploads': API_ORIGIN,
    },
  },
});
