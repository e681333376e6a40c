import { authEndpoints, ErrorCode, type OpsUserSession, opsEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSubAccount,
  buildUser,
  createStaff,
  loginAs,
  sessionTokenOf,
  staffToken,
} from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let support: string;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  support = await staffToken(app, await createStaff(app, 'support', { name: 'Sam Support' }));
  admin = await staffToken(app, await createStaff(app, 'admin'));
});
afterAll(async () => {
  await app.close();
});

async function ops<T>(path: string, body: Record<string, unknown>) {
  const reply = await app.post<T>(`/ops/${path}`, { session: support, ...body });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data;
}

const openSessions = async (userId: number) =>
  (await ops<{ data: OpsUserSession[] }>('get_user_sessions', { user_id: userId })).data;

const userInfoStatus = async (token: string) =>
  (await app.post('/get_user_info', { session: token })).body.status;

async function auditOf(userId: number) {
  const reply = await app.call(opsEndpoints.auditList, {
    session: admin,
    object_type: 'user',
    object_id: String(userId),
  });
  return reply.body.data.data;
}

describe('ending sessions', () => {
  it('ends one session: the next request with its token is refused, the other still works', async () => {
    const user = await buildUser(app);
    const first = await loginAs(app, user);
    const second = await loginAs(app, user);
    expect(await userInfoStatus(first.token)).toBe(0);
    const listed = await openSessions(user.id);
    expect(listed.map((row) => row.Id).sort()).toEqual([first.sessionId, second.sessionId].sort());

    expect(await ops('end_user_session', { user_id: user.id, session_id: first.sessionId })).toEqual({
      Ended: 1,
    });
    expect(await userInfoStatus(first.token)).toBe(ErrorCode.SESSION_INVALID);
    expect(await userInfoStatus(second.token)).toBe(0);
    expect((await auditOf(user.id))[0]).toMatchObject({ Endpoint: '/api/ops/end_user_session' });
  });

  it("ends every session, the sub-accounts' too", async () => {
    const user = await buildUser(app);
    const sub = await buildSubAccount(app, user.id);
    const main = await loginAs(app, user);
    const subLogin = await app.call(authEndpoints.subAccountLogin, sub);
    expect(await ops('end_user_sessions', { user_id: user.id })).toEqual({ Ended: 2 });
    expect(await userInfoStatus(main.token)).toBe(ErrorCode.SESSION_INVALID);
    expect(await userInfoStatus(sessionTokenOf(subLogin.body.data))).toBe(ErrorCode.SESSION_INVALID);
    expect(await openSessions(user.id)).toEqual([]);
  });

  it('refuses a session of another account, naming the field, and ends nothing', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const login = await loginAs(app, owner);
    const reply = await app.post('/ops/end_user_session', {
      session: support,
      user_id: other.id,
      session_id: login.sessionId,
    });
    expect(reply.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: expect.stringMatching(/^session_id: /),
    });
    expect(await userInfoStatus(login.token)).toBe(0);
  });
});

describe('disabling login', () => {
  it('ends the sessions, refuses login in the owner’s language, and enabling restores it', async () => {
    const user = await buildUser(app);
    const sub = await buildSubAccount(app, user.id);
    const before = await loginAs(app, user);
    await app.post('/set_language', { session: before.token, language: 'zh-CN' });

    const disabled = await ops<{ LoginDisabledAt: string | null; EndedSessions: number }>(
      'disable_user_login',
      {
        user_id: user.id,
        reason: 'fraud report #88',
      },
    );
    expect(disabled).toMatchObject({ LoginDisabledAt: expect.any(String), EndedSessions: 1 });
    expect(await userInfoStatus(before.token)).toBe(ErrorCode.SESSION_INVALID);

    const refused = await app.postForm('/login', { phone: user.phone, password: user.password });
    expect(refused.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: '该账号已被平台停用，请联系客服恢复。',
    });
    const subRefused = await app.post('/sub_account_login', sub);
    expect(subRefused.body.status).toBe(ErrorCode.REFUSED);
    // A wrong password still says only that the password is wrong.
    const wrong = await app.postForm('/login', { phone: user.phone, password: 'not-the-password' });
    expect(wrong.body.reason).toBe('phone or password is incorrect');

    const enabled = await ops('enable_user_login', { user_id: user.id, reason: 'cleared' });
    expect(enabled).toEqual({ LoginDisabledAt: null, EndedSessions: 0 });
    expect(await userInfoStatus((await loginAs(app, user)).token)).toBe(0);

    const [enable, disable] = await auditOf(user.id);
    expect(disable).toMatchObject({
      StaffName: 'Sam Support',
      Endpoint: '/api/ops/disable_user_login',
      Before: { LoginDisabled: false },
      After: { LoginDisabled: true, EndedSessions: 1 },
      Note: 'fraud report #88',
    });
    expect(enable).toMatchObject({ Before: { LoginDisabled: true }, After: { LoginDisabled: false } });
  });

  it('disabling twice changes nothing the second time', async () => {
    const user = await buildUser(app);
    await ops('disable_user_login', { user_id: user.id, reason: 'first' });
    await ops('disable_user_login', { user_id: user.id, reason: 'second' });
    expect(await auditOf(user.id)).toHaveLength(1);
  });
});
