import { ErrorCode } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ok } from '../envelope';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '300' } });
  app.server.get('/api/test/slow', { config: { access: 'public' } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return ok({});
  });
  app.server.get('/api/test/broken', { config: { access: 'public' } }, async () => {
    throw new Error('secret internals: connection string postgres://user:pw@db');
  });
});
afterAll(async () => {
  await app.close();
});

describe('failures the caller cannot cause', () => {
  it('answers a request still running after the timeout with the envelope instead of hanging', async () => {
    const reply = await app.server.inject({ method: 'GET', url: '/api/test/slow' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ status: ErrorCode.HTTP_ERROR, reason: 'request timed out', data: null });
  });

  it('answers an unexpected error with 100011 and the request id, never the error itself', async () => {
    const reply = await app.server.inject({ method: 'GET', url: '/api/test/broken' });
    expect(reply.statusCode).toBe(500);
    const body = reply.json<{ status: number; reason: string; data: unknown }>();
    expect(body.status).toBe(ErrorCode.UNKNOWN_ERROR);
    expect(body.reason).toContain(String(reply.headers['x-request-id']));
    expect(reply.body).not.toContain('secret internals');
    expect(reply.body).not.toMatch(/at .+\.ts:\d+/);
  });

  it('reports an unreachable database as 100001 at /api/health', async () => {
    const down = await createTestApp();
    await down.deps.database.close();
    const reply = await down.server.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ status: ErrorCode.DATABASE_ERROR, reason: 'database unreachable' });
    await down.server.close();
  });
});
