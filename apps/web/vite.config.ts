import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Which chunks each page needs, read by scripts/prerender.ts (dist/page-assets.json).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': API_TARGET,
      '/third-party': API_TARGET,
      '/sandbox': API_TARGET,
    },
  },
});
