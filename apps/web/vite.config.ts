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
    rolldownOptions: {
      output: {
        // One chunk for what every page loads from React, its router, TanStack Query and i18next
        // (they came in a dozen small chunks): over HTTP/1.1's six connections a page's requests
        // queue. antd stays split by component: grouping even its shared core pulled in what that
        // core imports (locales, themes) and put the store over its 250 KB budget.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': API_TARGET,
      '/third-party': API_TARGET,
      '/sandbox': API_TARGET,
    },
  },
});
