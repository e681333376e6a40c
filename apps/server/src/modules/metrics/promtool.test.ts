import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MetricsListener, startMetricsListener } from '../../core/metrics/metrics-listener';
import { createTestApp, type TestApp } from '../../testing/test-app';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const promtool = (...args: string[]) => run('bash', ['scripts/promtool.sh', ...args], { cwd: root });

/** Pipes `text` into `promtool check metrics`; answers its exit code and everything it said. */
function checkMetrics(text: string): Promise<{ code: number | null; said: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['scripts/promtool.sh', 'check', 'metrics'], { cwd: root });
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, said }));
    child.stdin.end(text);
  });
}

let app: TestApp;
let listener: MetricsListener;

beforeAll(async () => {
  await promtool(); // installs Debian's prometheus when promtool is missing
  app = await createTestApp({ env: { METRICS_PORT: '9464' } });
  const registry = app.metrics?.registry;
  if (!registry) throw new Error('metrics are off');
  listener = await startMetricsListener({ registry, host: '127.0.0.1', port: 0, token: null });
}, 300_000);
afterAll(async () => {
  await listener?.close();
  await app?.close();
});

describe('promtool', () => {
  it('passes the alert rules and the scrape configuration', async () => {
    const rules = await promtool('check', 'rules', 'deploy/prometheus/alerts.yml');
    expect(rules.stdout).toContain('SUCCESS');
    const config = await promtool('check', 'config', 'deploy/prometheus/prometheus.yml');
    expect(config.stdout).toContain('SUCCESS');
  });

  it('finds nothing to say about a live scrape of a listening server', async () => {
    await app.server.inject({ method: 'GET', url: '/api/health' });
    await app.server.inject({ method: 'GET', url: '/api/software/download/1' });
    const response = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('gpucloud_http_requests_total');
    const checked = await checkMetrics(text);
    // promtool exits non-zero on a problem but prints its naming lints only: fail on any line.
    expect(checked.said.trim()).toBe('');
    expect(checked.code).toBe(0);
  });
});
