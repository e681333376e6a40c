import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const SERVER_SOURCE_CHECKS = [
  'apps/server/src/**/*.boundary.test.ts',
  'apps/server/src/core/i18n/reason-catalogue.test.ts',
];

/**
 * Tests of real Docker containers: they test the engine, not the database, so CI's PGlite pass
 * (`--project server`) leaves them to the PostgreSQL pass; the database code they go through is the
 * API tests' on both engines.
 */
const DOCKER_TESTS = [
  'apps/server/src/**/*docker*.test.ts',
  'apps/server/src/providers/compute/docker/**/*.test.ts',
];

/**
 * The SDK is read from its TypeScript source, as tsc reads it (tsconfig customConditions
 * `gpucloud-source`), not from the dist/ its build publishes. An alias rather than resolve
 * conditions, which would also change how every npm dependency resolves.
 */
const FROM_SOURCE = {
  resolve: {
    alias: { '@gpucloud/sdk': fileURLToPath(new URL('./packages/sdk/src/index.ts', import.meta.url)) },
  },
};

/** What every project of the server's API tests shares. */
const SERVER_API = {
  environment: 'node',
  // Each API test file boots its own database, a copy of one migrated once per run.
  // Files share a worker's loaded modules (the app's import graph is most of a file's cost:
  // 18 min of the run with a fresh module graph per file, 3.5 min without). A file must
  // therefore leave no module state behind: everything it starts it closes in afterAll.
  isolate: false,
  globalSetup: ['./apps/server/src/testing/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
} as const;

export default defineConfig({
  test: {
    // Two cores here; API test files each boot a database, so more workers only contend.
    maxWorkers: 2,
    projects: [
      {
        ...FROM_SOURCE,
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // Checks that read the server's source, not run it (every refusal has a Chinese text, money
          // moves only through the wallet): no database, so CI's PGlite pass (`--project server`) skips them.
          name: 'server-source',
          include: SERVER_SOURCE_CHECKS,
          environment: 'node',
          testTimeout: 300_000,
        },
      },
      {
        ...FROM_SOURCE,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...SERVER_SOURCE_CHECKS, ...DOCKER_TESTS],
          ...SERVER_API,
        },
      },
      { ...FROM_SOURCE, test: { name: 'server-docker', include: DOCKER_TESTS, ...SERVER_API } },
      './apps/web/vitest.config.ts',
    ],
  },
});
