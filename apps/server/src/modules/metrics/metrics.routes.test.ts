import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MetricsListener, startMetricsListener } from '../../core/metrics/metrics-listener';
import { buildFleet } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

const TOKEN = 'metrics-test-token-0123456789';
let app: TestApp;
let listener: MetricsListener;
let base: string;
let regionCode: string;

beforeAll(async () => {
  // Any METRICS_PORT turns metrics on; the test listens on a port the kernel picks instead.
  app = await createTestApp({ env: { METRICS_PORT: '9464', METRICS_TOKEN: TOKEN } });
  const registry = app.metrics?.registry;
  if (!registry) throw new Error('metrics are off');
  listener = await startMetricsListener({ registry, host: '127.0.0.1', port: 0, token: TOKEN });
  base = `http://127.0.0.1:${listener.port}`;
  // Made before the first scrape: figures are read once per few seconds.
  const fleet = await buildFleet(app);
  await fleet.newHost({ gpuModel: 'H200 Test', gpuCount: 8, gpuFree: 5 });
  regionCode = fleet.region.code;
});
afterAll(async () => {
  await listener?.close();
  await app?.close();
});

const scrape = () => fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });

describe('/metrics', () => {
  it('is not served on the public port', async () => {
    const reply = await app.server.inject({ method: 'GET', url: '/metrics' });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain('gpucloud_');
  });

  it('refuses a scrape without the token, or with another one', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect((await fetch(`${base}/other`)).status).toBe(404);
  });

  it('counts an id-bearing request under its route template, never its id', async () => {
    await app.server.inject({ method: 'GET', url: '/api/software/download/987654321' });
    const text = await (await scrape()).text();
    expect(text).toMatch(
      /gpucloud_http_requests_total\{method="GET",route="\/api\/software\/download\/:id",status_class="4xx"\} 1/,
    );
    expect(text).toMatch(
      /gpucloud_http_request_duration_seconds_count\{method="GET",route="\/api\/software\/download\/:id"\} 1/,
    );
    expect(text).not.toContain('987654321');
  });

  it('shows the business: GPUs free and held by model and region, work orders, top-ups, backlog', async () => {
    const text = await (await scrape()).text();
    const code = regionCode;
    expect(text).toContain(`gpucloud_gpus{model="H200 Test",region="${code}",state="free"} 5`);
    expect(text).toContain(`gpucloud_gpus{model="H200 Test",region="${code}",state="held"} 3`);
    for (const name of [
      'gpucloud_reconciler_backlog_instances 0',
      'gpucloud_top_ups_waiting 0',
      'gpucloud_work_orders_past_first_reply 0',
      'gpucloud_instance_transitional_oldest_age_seconds 0',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text).toContain(name);
  });
});
