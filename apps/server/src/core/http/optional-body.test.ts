import { authEndpoints, ErrorCode, passkeysEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const json = { 'content-type': 'application/json' };
/** The ways a client sends no body: none at all, an empty JSON body, JSON null, and an empty object. */
const NO_BODIES = [
  ['no body', {}],
  ['an empty JSON body', { headers: json, payload: '' }],
  ['an empty JSON body of length 0', { headers: { ...json, 'content-length': '0' }, payload: '' }],
  ['JSON null', { headers: json, payload: 'null' }],
  ['{}', { headers: json, payload: '{}' }],
] as const;

async function post(url: string, options: { headers?: Record<string, string>; payload?: string }) {
  const raw = await app.server.inject({ method: 'POST', url, ...options });
  return { httpStatus: raw.statusCode, body: raw.json<{ status: number; reason: string; data: unknown }>() };
}

describe('endpoints whose body the map marks optional take a missing one as {}', () => {
  const ENDPOINTS = [
    ['the proof-of-work challenge', authEndpoints.powChallenge.path, 'Challenge'],
    ['the passkey sign-in options', passkeysEndpoints.signInOptions.path, 'challenge_id'],
  ] as const;
  describe.each(ENDPOINTS)('%s', (_endpoint, url, member) => {
    it.each(NO_BODIES)('answers with %s', async (_name, options) => {
      const reply = await post(url, options);
      expect(reply.body.reason).toBe('');
      expect(reply).toMatchObject({
        httpStatus: 200,
        body: { status: 0, data: { [member]: expect.any(String) } },
      });
    });
  });

  it('an endpoint whose body is required still refuses none, an empty one and null', async () => {
    for (const [, options] of NO_BODIES.slice(0, 4)) {
      const reply = await post(passkeysEndpoints.signIn.path, options);
      expect(reply.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    }
  });
});
