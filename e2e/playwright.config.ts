import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SCREENSHOTS_ASKED } from './support/screenshots';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(import.meta.dirname, '..');

// Set once in the main process; workers inherit it, so every process agrees on the same server.
process.env.E2E_DATA_DIR ??= path.join(import.meta.dirname, '.data', String(Date.now()));

/** Specs that only take pictures (`*screenshots.spec.ts`); journeys take theirs through `shot()`. */
const SCREENSHOT_SPECS = /screenshots\.spec\.ts$/;

/** Debian's Chromium (never a downloaded browser); the flags suit root in a closed network. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  // E2E_OUTPUT_DIR keeps a side run from clearing the main run's results.
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(ROOT, 'test-results'),
  fullyParallel: true,
  // Two workers on this 2-core machine (Playwright's own default would be one): journeys spend much of
  // their time waiting on the server and polls, so a second one overlaps those waits.
  workers: Number(process.env.E2E_WORKERS) || 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry everywhere (`.ci/run` sets no CI variable): on two busy cores a journey can run out of
  // time once; one that fails twice is a real failure, and the report lists every retried one as flaky.
  retries: 1,
  reporter: [['list'], ['html', { outputFolder: path.join(ROOT, 'playwright-report'), open: 'never' }]],
  // A journey waits on what the page shows, never on a clock; 45 s leaves room for two workers on two
  // busy cores (a few 30 s journeys ran out while the machine's load average stood above 12).
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    {
      name: 'chromium',
      testIgnore: SCREENSHOT_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      dependencies: ['setup'],
    },
    // Pictures for a person to look at run only when asked: `npm run screenshots`.
    ...(SCREENSHOTS_ASKED
      ? [
          {
            name: 'screenshots',
            testMatch: SCREENSHOT_SPECS,
            use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
            dependencies: ['setup'],
          },
        ]
      : []),
  ],
  // The server's log of the whole run is read for secrets at the end (support/log-secrets.ts).
  globalTeardown: './global-teardown.ts',
  webServer: {
    command: `mkdir -p "${process.env.E2E_DATA_DIR}" && node apps/server/dist/main.js > "${path.join(process.env.E2E_DATA_DIR, 'server.log')}"`,
    cwd: ROOT,
    url: `${BASE_URL}/api/health`,
    // E2E_REUSE_SERVER=1 runs against a server already listening on E2E_PORT (same seed expected).
    reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: '1',
      // Every request is logged, so that the log read at the end has seen every kind of call.
      LOG_LEVEL: 'info',
      // Every journey registers from 127.0.0.1: lift the per-network SMS allowance (not the per-phone one).
      SMS_IP_LIMIT_HOUR: '1000',
      SMS_IP_LIMIT_DAY: '1000',
      // Journeys that send one phone two codes (closing an account, then registering it again) must
      // not wait out the minute; the per-phone gap is proven with a manual clock in auth.routes.test.ts.
      SMS_PHONE_GAP_SECONDS: '0',
      // The simulated fleet settles in 0.3 s instead of 3 s; journeys wait on what the page shows.
      COMPUTE_SIM_DELAY_MS: '300',
      // Finance's settlement makes earnings withdrawable at once, and a few yuan may be withdrawn:
      // the journeys cannot wait out a refund window, nor earn 100.00 of commission in two hours.
      PARTNER_REFUND_WINDOW_DAYS: '0',
      PARTNER_WITHDRAWAL_MIN_YUAN: '1',
    },
  },
});
