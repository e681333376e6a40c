import { ErrorCode, type LoginData } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../core/clock';
import { buildSubAccount, buildUser, loginAs } from '../../test/builders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ok } from '../envelope';
import { authOf } from './access';

let app: TestApp;
let mainToken: string;
let subToken: string;
let operatorToken: string;
let undeclaredRouteError: unknown;

beforeAll(async () => {
  app = await createTestApp();
  // A third-party route as later features add them: token in the Authorization header.
  app.server.get('/third-party/api/v1/test/whoami', { config: { access: 'bearer' } }, async (request) =>
    ok({ userId: authOf(request).userId }),
  );
  try {
    app.server.post('/api/undeclared', async () => ok({}));
  } catch (error) {
    undeclaredRouteError = error;
  }
  const main = await buildUser(app);
  const sub = await buildSubAccount(app, main.id);
  mainToken = (await loginAs(app, main)).token;
  const subLogin = await app.postForm<LoginData>('/sub_account_login', sub);
  subToken = subLogin.body.data.token;
  operatorToken = (await loginAs(app, await buildUser(app, { role: 'operator' }))).token;
});

afterAll(async () => {
  await app.close();
});

describe('access levels', () => {
  it('lets only operators read the SMS outbox', async () => {
    const asMain = await app.post('/admin/get_sms_outbox', { session: mainToken });
    const asSub = await app.post('/admin/get_sms_outbox', { session: subToken });
    const asOperator = await app.post('/admin/get_sms_outbox', { session: operatorToken });
    expect(asMain.statusCode).toBe(403);
    expect(asMain.body.status).toBe(ErrorCode.PERMISSION_DENIED);
    expect(asSub.body.status).toBe(ErrorCode.PERMISSION_DENIED);
    expect(asOperator.body.status).toBe(0);
  });

  it('refuses to start a route that does not declare who may call it', () => {
    expect(String(undeclaredRouteError)).toMatch(/declares no config.access/);
  });
});

describe('the session of a main-API GET', () => {
  const localImages = (init: { query?: string; authorization?: string }) =>
    app.server.inject({
      method: 'GET',
      url: `/api/instance/kvm/get_local_images?instance_id=1${init.query ?? ''}`,
      headers: init.authorization ? { authorization: init.authorization } : {},
    });

  it('is read from the Authorization header, as the web sends it, and from the query of older clients', async () => {
    const byHeader = await localImages({ authorization: `Bearer ${mainToken}` });
    const byQuery = await localImages({ query: `&session=${mainToken}` });
    const without = await localImages({});
    expect(byHeader.json<{ status: number }>().status).not.toBe(ErrorCode.SESSION_INVALID);
    expect(byHeader.json()).toEqual(byQuery.json());
    expect(without.json<{ status: number }>().status).toBe(ErrorCode.SESSION_INVALID);
  });

  it('is refused in the header when unknown', async () => {
    const reply = await localImages({ authorization: 'Bearer not-a-session' });
    expect(reply.json<{ status: number }>().status).toBe(ErrorCode.SESSION_INVALID);
  });
});

describe('third-party API token', () => {
  const whoami = (authorization?: string) =>
    app.server.inject({
      method: 'GET',
      url: '/third-party/api/v1/test/whoami',
      headers: authorization ? { authorization } : {},
    });

  it('accepts a valid token in the Authorization header', async () => {
    const reply = await whoami(`Bearer ${mainToken}`);
    expect(reply.json()).toMatchObject({ status: 0 });
  });

  it.each([undefined, 'Bearer', 'Basic abc', 'Bearer not-a-token'])(
    'answers 100031 for %s',
    async (header) => {
      const reply = await whoami(header);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({
        status: ErrorCode.ILLEGAL_ACCESS_TOKEN,
        reason: 'illegal access token',
      });
    },
  );

  it('answers 100032 once the session has expired', async () => {
    const user = await buildUser(app);
    const { token } = await loginAs(app, user);
    app.clock.advance(31 * DAY_MS);
    const reply = await whoami(`Bearer ${token}`);
    expect(reply.json()).toMatchObject({
      status: ErrorCode.ACCESS_TOKEN_EXPIRED,
      reason: 'access token expired',
    });
  });
});
