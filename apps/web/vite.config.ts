import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The workspace packages are pure modules; without this the bundler keeps every zod
        // schema of @gpucloud/contracts in the first chunk as soon as one constant is imported.
        moduleSideEffects: (id) => !/[\\/]packages[\\/](contracts|domain)[\\/]/.test(id),
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
