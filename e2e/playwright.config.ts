import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SCREENSHOTS_ASKED } from './support/screenshots';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(import.meta.dirname, '..');

// Set once in the main process; workers inherit it, so every process agrees on the same server.
process.env.E2E_DATA_DIR ??= path.join(import.meta.dirname, '.data', String(Date.now()));

/**
 * A second journey server whose container instances are real Docker containers (issue 21), beside
 * the main one whose fleet is simulated: only the real-compute journeys (`docker-*.spec.ts`) use it.
 * Its SSH gateway listens on DOCKER_SSH_PORT.
 */
const DOCKER_PORT = PORT + 1;
const DOCKER_URL = `http://127.0.0.1:${DOCKER_PORT}`;
const DOCKER_SSH_PORT = PORT + 2;
const DOCKER_DATA_DIR = `${process.env.E2E_DATA_DIR}-docker`;
const DOCKER_SPECS = /docker-.*\.spec\.ts$/;

/** Specs that only take pictures (`*screenshots.spec.ts`); journeys take theirs through `shot()`. */
const SCREENSHOT_SPECS = /screenshots\.spec\.ts$/;

/**
 * Debian's Chromium (never a downloaded browser) in its headless build, the one Playwright itself runs
 * headless: it draws no browser window of its own, which halves the CPU a journey costs on two cores.
 * The flags suit root in a closed network.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What both journey servers are started with. */
const JOURNEY_SERVER_ENV = {
  HOST: '127.0.0.1',
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
  // The queue of GPU waits is served every 3 s, so gpu-waits.spec.ts sees a freed GPU rented in seconds.
  GPU_WAIT_SECONDS: '3',
  // webhooks.spec.ts runs its receiver on this machine: http and 127.0.0.1 allowed, nothing else.
  WEBHOOK_ALLOW_HTTP: '1',
  WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1',
  // Finance's settlement makes earnings withdrawable at once, and a few yuan may be withdrawn:
  // the journeys cannot wait out a refund window, nor earn 100.00 of commission in two hours.
  PARTNER_REFUND_WINDOW_DAYS: '0',
  PARTNER_WITHDRAWAL_MIN_YUAN: '1',
  // Monitoring samples every 5 s (the first sample of each minute is kept): a machine's first point
  // comes at once and its page asks again as often (docker-monitoring.spec.ts).
  METRICS_SAMPLE_SECONDS: '5',
};

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
  // A journey waits on what the page shows, never on a clock; 60 s leaves room for two workers on two
  // busy cores (45 s journeys ran out while the machine's load average stood above 12), and a first
  // console load that compiles the console's chunks may take longer than 10 s there: expectations
  // wait up to 20 s (they pass as soon as the page shows what they wait for).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
    // A trace records every frame and DOM change (it more than doubled the browser's CPU time per
    // journey): the first attempt runs without one, and a retry records it for the report.
    trace: 'on-first-retry',
    // A click or a navigation that cannot happen fails at its own line, not at the journey's end.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // The app then stops its endless spinners and pulses (apps/web/src/app/global.css): nothing
    // repaints while a journey waits.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    video: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    {
      name: 'chromium',
      testIgnore: [SCREENSHOT_SPECS, DOCKER_SPECS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      dependencies: ['setup'],
    },
    // The real-compute journeys: their own server and database, and their own sessions' setup.
    { name: 'docker-setup', testMatch: /docker\.setup\.ts/, use: { baseURL: DOCKER_URL } },
    {
      name: 'docker',
      testMatch: DOCKER_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, baseURL: DOCKER_URL },
      dependencies: ['docker-setup'],
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
  webServer: [
    {
      command: `mkdir -p "${process.env.E2E_DATA_DIR}" && node apps/server/dist/main.js > "${path.join(process.env.E2E_DATA_DIR, 'server.log')}"`,
      cwd: ROOT,
      url: `${BASE_URL}/api/health`,
      // E2E_REUSE_SERVER=1 runs against a server already listening on E2E_PORT (same seed expected).
      reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...JOURNEY_SERVER_ENV,
        PORT: String(PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        // The main journeys run on the simulated fleet even where a Docker engine answers (auto would use it).
        COMPUTE_PROVIDER: 'simulated',
      },
    },
    {
      command: `mkdir -p "${DOCKER_DATA_DIR}" && node apps/server/dist/main.js > "${path.join(DOCKER_DATA_DIR, 'server.log')}"`,
      cwd: ROOT,
      url: `${DOCKER_URL}/api/health`,
      reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...JOURNEY_SERVER_ENV,
        PORT: String(DOCKER_PORT),
        DATA_DIR: DOCKER_DATA_DIR,
        COMPUTE_PROVIDER: 'docker',
        SSH_GATEWAY_PORT: String(DOCKER_SSH_PORT),
        COMPUTE_SSH_HOST: '127.0.0.1',
        // The small image scripts/docker.sh imports (no registry): every catalogue image runs it here,
        // but Debian 12, which runs the base image scripts/images.sh builds (Jupyter Notebook in it:
        // docker-services.spec.ts opens it through its service origin).
        DOCKER_DEFAULT_IMAGE: 'gpucloud/busybox:1',
        DOCKER_IMAGES: 'debian12-cuda12.4=gpucloud/debian12:2',
        // Auto-stop's minute is 10 s here, so docker-auto-stop.spec.ts sees a 2-minute idle stop in seconds.
        AUTO_STOP_MINUTE_SECONDS: '10',
      },
    },
  ],
});
