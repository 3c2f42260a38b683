import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
  },
  server: {
    // `npm run dev`: the backend runs beside Vite; same-origin calls go through this proxy.
    proxy: {
      '/api': backend,
      '/user': backend,
      '/thumbnails': backend,
      '/healthz': backend,
    },
  },
});
