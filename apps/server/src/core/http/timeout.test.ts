import { ErrorCode } from '@gpucloud/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ok } from '../envelope';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '100' } });
  app.server.get('/api/test/slow', { config: { access: 'public' } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return ok({});
  });
});
afterAll(async () => {
  await app.close();
});

it('answers a request still running after the timeout with the envelope instead of hanging', async () => {
  const reply = await app.server.inject({ method: 'GET', url: '/api/test/slow' });
  expect(reply.statusCode).toBe(503);
  expect(reply.json()).toEqual({ status: ErrorCode.HTTP_ERROR, reason: 'request timed out', data: null });
});
