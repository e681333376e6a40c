import { authEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import { buildUser, loginAs } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** What a person does on the sandbox page the QR code leads to. */
async function scanAndConfirm(qrcode: string, nickname: string) {
  const path = new URL(qrcode).pathname;
  const page = await app.server.inject({ method: 'GET', url: path });
  expect(page.body).toContain('WeChat nickname');
  const confirmed = await app.server.inject({
    method: 'POST',
    url: `${path}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `nickname=${encodeURIComponent(nickname)}`,
  });
  return confirmed.body;
}

describe('WeChat binding and QR login through the sandbox', () => {
  it('binds a WeChat, then that WeChat logs the browser in once; unbinding stops it', async () => {
    const user = await buildUser(app);
    const token = (await loginAs(app, user)).token;
    const nickname = `wx-${user.id}`;
    const bind = (await app.call(authEndpoints.wechatBindQrcode, { session: token })).body.data;
    expect(bind.expires_in).toBe(300);
    expect(
      (await app.post('/auth/wechat/get_bind_status', { session: token, ticket: bind.ticket })).body.data,
    ).toEqual({
      Bound: false,
      Status: 'waiting',
    });
    expect(await scanAndConfirm(bind.qrcode, nickname)).toContain('WeChat bound');
    expect(
      (await app.post('/auth/wechat/get_bind_status', { session: token, ticket: bind.ticket })).body.data,
    ).toEqual({
      Bound: true,
      Status: 'confirmed',
    });
    const list = await app.call(authEndpoints.wechatBindAccounts, {
      session: token,
    });
    expect(list.body.data.list).toMatchObject([{ Nickname: nickname }]);

    const login = (await app.call(authEndpoints.wechatLoginQrcode, {})).body.data;
    expect((await app.post('/auth/wechat/get_login_status', { ticket: login.ticket })).body.data).toEqual({
      Status: 'waiting',
      Login: null,
    });
    expect(await scanAndConfirm(login.qrcode, nickname)).toContain('Login confirmed');
    const done = await app.post<{ Status: string; Login: { token: string } }>(
      '/auth/wechat/get_login_status',
      {
        ticket: login.ticket,
      },
    );
    expect(done.body.data.Status).toBe('confirmed');
    expect((await app.postForm('/get_user_info', { session: done.body.data.Login.token })).body.status).toBe(
      0,
    );
    const replay = await app.post('/auth/wechat/get_login_status', { ticket: login.ticket });
    expect(replay.body.reason).toBe('QR not generated or expired');

    const openId = list.body.data.list[0]?.OpenId;
    expect(
      (await app.post('/auth/wechat/unbind_account', { session: token, open_id: openId })).body.status,
    ).toBe(0);
    const after = (await app.call(authEndpoints.wechatLoginQrcode, {})).body.data;
    expect(await scanAndConfirm(after.qrcode, nickname)).toContain('not bound to any account');
  });

  it('says QR not generated or expired after 5 minutes, and for unknown tickets', async () => {
    const login = (await app.call(authEndpoints.wechatLoginQrcode, {})).body.data;
    app.clock.advance(5 * MINUTE_MS);
    const expired = await app.post('/auth/wechat/get_login_status', { ticket: login.ticket });
    expect(expired.body.reason).toBe('QR not generated or expired');
    const page = await app.server.inject({ method: 'GET', url: new URL(login.qrcode).pathname });
    expect(page.body).toContain('QR not generated or expired');
    expect(page.body).not.toContain('WeChat nickname');
    const unknown = await app.post('/auth/wechat/get_login_status', { ticket: 'no-such-ticket' });
    expect(unknown.body.reason).toBe('QR not generated or expired');
  });

  it('one WeChat binds to one account only', async () => {
    const [first, second] = [await buildUser(app), await buildUser(app)];
    const nickname = `shared-${first.id}`;
    for (const [user, expected] of [
      [first, 'WeChat bound'],
      [second, 'already bound to another account'],
    ] as const) {
      const token = (await loginAs(app, user)).token;
      const bind = (await app.call(authEndpoints.wechatBindQrcode, { session: token })).body.data;
      expect(await scanAndConfirm(bind.qrcode, nickname)).toContain(expected);
    }
  });
});
