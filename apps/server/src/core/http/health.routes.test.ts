import { systemEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

function get(path: string) {
  return app.server.inject({ method: 'GET', url: path });
}

describe('liveness and readiness', () => {
  it('answers live and ready while serving, and /api/health as before', async () => {
    const live = await get(systemEndpoints.live.path);
    expect([live.statusCode, live.json()]).toEqual([200, { status: 0, reason: '', data: { live: true } }]);
    const ready = await get(systemEndpoints.ready.path);
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ ready: true, engine: app.deps.database.engine });
    expect((await get('/api/health')).json().data.database).toBe('up');
  });

  it('answers not ready (503, draining) but still live once draining, and asks clients to reconnect', async () => {
    app.deps.lifecycle.startDraining();
    const ready = await get(systemEndpoints.ready.path);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ reason: 'draining' });
    expect(ready.json().status).not.toBe(0);
    const live = await get(systemEndpoints.live.path);
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
    // Requests are still served during the drain.
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});
