// Builds and starts the real server (apps/server/dist/main.js) as a child process on a loopback port,
// waits until /api/health answers status 0, and logs in with the demo account.
import { existsSync } from 'node:fs';
import net from 'node:net';
import { startChild } from './children.mjs';

export const DEMO_LOGIN = { phone: '13800000001', password: 'demo12345' };
const HEALTH_TIMEOUT_MS = 120_000;
const REQUEST_TIMEOUT_MS = 10_000;

export function freeLoopbackPort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts dist/main.js with either an embedded PGlite in `dataDir` or PostgreSQL at `databaseUrl`;
 * `env` adds or overrides variables of the server's environment.
 */
export async function startGpuCloud({ mainJs, dataDir, databaseUrl, env: extraEnv = {} }) {
  if (!existsSync(mainJs)) throw new Error(`${mainJs} does not exist: the server build did not produce it`);
  const port = await freeLoopbackPort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    // The signed target is one key at full speed: its count still runs, its limit must not answer 429.
    OPENAPI_RATE_LIMIT_PER_MINUTE: '1000000000',
    // The same fleet on every machine, whether or not a Docker engine answers: runs stay comparable.
    COMPUTE_PROVIDER: 'simulated',
  };
  delete env.DATABASE_URL;
  delete env.SEED_DEMO;
  if (databaseUrl) Object.assign(env, { DATABASE_URL: databaseUrl, SEED_DEMO: '1' });
  Object.assign(env, extraEnv);
  const child = startChild('gpucloud server', process.execPath, [mainJs], { env });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitHealthy(child, baseUrl);
  return { child, baseUrl };
}

async function waitHealthy(child, baseUrl) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.hasExited()) {
      throw new Error(`server ${child.describeExit()} before /api/health answered.\n${child.output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      const body = await response.json();
      if (response.ok && body.status === 0) return body.data;
      last = `HTTP ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy within ${HEALTH_TIMEOUT_MS} ms (last: ${last}).\n${child.output()}`);
}

/** Sends one request and returns the raw answer; throws unless it is HTTP 2xx with envelope status 0. */
export async function requestForSuccess(url, { method = 'POST', body, contentType, headers = {} } = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  let parsed = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // reported below
  }
  if (!response.ok || parsed?.status !== 0) {
    const error = new Error(`${method} ${url} answered HTTP ${response.status}: ${text.slice(0, 500)}`);
    error.httpStatus = response.status;
    throw error;
  }
  return { text, envelope: parsed };
}

export async function loginDemo(baseUrl) {
  const form = new URLSearchParams(DEMO_LOGIN).toString();
  const { envelope } = await requestForSuccess(`${baseUrl}/api/login`, {
    body: form,
    contentType: 'application/x-www-form-urlencoded',
  });
  const token = envelope.data?.token;
  if (typeof token !== 'string' || token.length === 0)
    throw new Error('login answered status 0 without data.token');
  return token;
}
