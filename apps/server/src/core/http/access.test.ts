import { ErrorCode, type LoginData } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSubAccount, buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DAY_MS } from '../clock';
import { ok } from '../envelope';
import { authOf } from './access';

let app: TestApp;
let mainToken: string;
let subToken: string;
let supportToken: string;
let undeclaredRouteError: unknown;
let roleLessStaffRouteError: unknown;

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
  try {
    app.server.post('/api/ops/role_less', { config: { access: 'staff' } }, async () => ok({}));
  } catch (error) {
    roleLessStaffRouteError = error;
  }
  const main = await buildUser(app);
  const sub = await buildSubAccount(app, main.id);
  mainToken = (await loginAs(app, main)).token;
  const subLogin = await app.postForm<LoginData>('/sub_account_login', sub);
  subToken = subLogin.body.data.token;
  supportToken = await staffToken(app, await createStaff(app, 'support'));
});

afterAll(async () => {
  await app.close();
});

describe('access levels', () => {
  it('lets only support staff read the SMS outbox: customer sessions are not found among staff sessions', async () => {
    const asMain = await app.post('/admin/get_sms_outbox', { session: mainToken });
    const asSub = await app.post('/admin/get_sms_outbox', { session: subToken });
    const asSupport = await app.post('/admin/get_sms_outbox', { session: supportToken });
    expect(asMain.statusCode).toBe(401);
    expect(asMain.body.status).toBe(ErrorCode.SESSION_INVALID);
    expect(asSub.body.status).toBe(ErrorCode.SESSION_INVALID);
    expect(asSupport.body.status).toBe(0);
  });

  it('never lets a staff session act as a customer', async () => {
    const asSupport = await app.post('/get_user_info', { session: supportToken });
    expect(asSupport.statusCode).toBe(401);
    expect(asSupport.body.status).toBe(ErrorCode.SESSION_INVALID);
  });

  it('refuses to start a route that does not declare who may call it', () => {
    expect(String(undeclaredRouteError)).toMatch(/declares no config.access/);
    expect(String(roleLessStaffRouteError)).toMatch(/names no config.staffRoles/);
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
