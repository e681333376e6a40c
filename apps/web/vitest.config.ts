import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Files share a worker's loaded modules: a fresh module graph per file spent 270 s of the unit
    // stage importing React and antd 195 times (60 s without). What a file must not leave behind:
    // src/testing-file-state.ts.
    isolate: false,
    setupFiles: ['./src/testing-file-state.ts'],
  },
});
