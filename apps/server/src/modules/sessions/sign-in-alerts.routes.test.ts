import {
  ErrorCode,
  inboxEndpoints,
  type LoginSessionRow,
  loginSessionsEndpoints,
  opsUsersEndpoints,
} from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subAccounts } from '../../db/schema/account/account.table';
import { listOutboxMessages } from '../../providers/sms/sms-outbox.repository';
import { buildSubAccount, buildUser, createStaff, staffToken } from '../../testing/builders';
import { inboxItemsOf } from '../../testing/inbox';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Two servers on one database, as two processes: an ended session must be refused by the other.
let app: TestApp;
let other: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  other = await createTestApp({ sharingDatabaseOf: app });
});
afterAll(async () => {
  await other?.close();
  await app?.close();
});

const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** A sign-in from one address and browser: a main account by phone, or a sub-account by name. */
async function signIn(
  who: { phone: string; password: string } | { username: string; password: string },
  from: { ip: string; agent: string },
) {
  const raw = await app.server.inject({
    method: 'POST',
    url: 'username' in who ? '/api/sub_account_login' : '/api/login',
    remoteAddress: from.ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': from.agent },
    payload: new URLSearchParams(
      'username' in who
        ? { username: who.username, password: who.password }
        : { phone: who.phone, password: who.password },
    ).toString(),
  });
  const body = raw.json<{ status: number; reason: string; data: { token: string; sessionId: string } }>();
  expect(body.status, body.reason).toBe(0);
  return body.data;
}

async function alertsOf(user: { id: number; phone: string }) {
  const inbox = await inboxItemsOf(app, user.id, 'account.new_sign_in');
  const sms = (await listOutboxMessages(app.deps.db, user.phone, 50)).filter((m) =>
    m.message.includes('new device'),
  );
  return { inbox, sms };
}

describe('new sign-in alerts', () => {
  it('the first sign-in is remembered, a new address is told once in-app and by SMS, a repeat is not', async () => {
    const user = await buildUser(app);
    await signIn(user, { ip: '203.0.113.10', agent: LAPTOP });
    expect(await alertsOf(user)).toEqual({ inbox: [], sms: [] });

    // Same browser, another address of the same /24: a known network.
    await signIn(user, { ip: '203.0.113.99', agent: LAPTOP });
    expect((await alertsOf(user)).inbox).toHaveLength(0);

    await signIn(user, { ip: '198.51.100.7', agent: LAPTOP });
    const { inbox, sms } = await alertsOf(user);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.params).toMatchObject({
      ip: '198.51.100.7',
      device: { browser: 'Chrome', system: 'Windows' },
    });
    expect(inbox[0]?.link).toBe('/console/safe');
    expect(sms).toHaveLength(1);

    await signIn(user, { ip: '198.51.100.7', agent: LAPTOP });
    expect((await alertsOf(user)).inbox).toHaveLength(1);
    expect((await alertsOf(user)).sms).toHaveLength(1);
  });

  it('a new device on a known network is told too; the notice settings can turn the SMS off', async () => {
    const user = await buildUser(app);
    const first = await signIn(user, { ip: '203.0.113.20', agent: LAPTOP });
    const settings = await app.post('/get_account_settings', { session: first.token });
    const current = (settings.body.data as { NoticeSettings: Record<string, unknown> }).NoticeSettings;
    const changed = await app.post('/change_notice_setting', {
      session: first.token,
      settings: { ...current, new_sign_in: { sms: false, email: false, inapp: true } },
    });
    expect(changed.body.status, changed.body.reason).toBe(0);

    await signIn(user, { ip: '203.0.113.20', agent: PHONE });
    const { inbox, sms } = await alertsOf(user);
    expect(inbox.map((item) => item.params)).toMatchObject([
      { device: { browser: 'Safari', system: 'iOS' } },
    ]);
    expect(sms).toEqual([]);
  });
});

describe('new sign-in alerts of sub-accounts', () => {
  it('the sub-account is told once in its own inbox; the main account is not told', async () => {
    const main = await buildUser(app);
    await signIn(main, { ip: '203.0.113.60', agent: LAPTOP });
    const sub = await buildSubAccount(app, main.id);
    const [subRow] = await app.deps.db
      .select({ id: subAccounts.id })
      .from(subAccounts)
      .where(eq(subAccounts.loginName, sub.username));
    const inboxOf = async (subAccountId: number | null) =>
      (await inboxItemsOf(app, main.id, 'account.new_sign_in')).filter(
        (item) => item.subAccountId === subAccountId,
      );

    // Its first sign-in is only remembered, even from where the main account never signed in.
    await signIn(sub, { ip: '198.51.100.60', agent: PHONE });
    expect(await inboxOf(subRow?.id ?? -1)).toEqual([]);

    await signIn(sub, { ip: '192.0.2.60', agent: PHONE });
    const told = await inboxOf(subRow?.id ?? -1);
    expect(told).toHaveLength(1);
    expect(told[0]?.params).toMatchObject({ ip: '192.0.2.60', device: { browser: 'Safari', system: 'iOS' } });

    await signIn(sub, { ip: '192.0.2.61', agent: PHONE });
    expect(await inboxOf(subRow?.id ?? -1)).toHaveLength(1);
    expect(await inboxOf(null)).toEqual([]);
    expect((await alertsOf(main)).sms).toEqual([]);

    // The main account's own known places are its own: its sign-in from the sub-account's address is news.
    await signIn(main, { ip: '192.0.2.60', agent: PHONE });
    expect(await inboxOf(null)).toHaveLength(1);
  });
});

describe('the alert in the reader’s language', () => {
  it('names the device and the time (China time, never ISO) in English and in Chinese', async () => {
    const user = await buildUser(app);
    const first = await signIn(user, { ip: '203.0.113.70', agent: LAPTOP });
    await signIn(user, { ip: '198.51.100.70', agent: LAPTOP });
    const read = async (language: string) => {
      const list = await app.call(
        inboxEndpoints.notificationList,
        { session: first.token },
        { headers: { 'accept-language': language } },
      );
      const [item] = list.body.data.data;
      return `${item?.Title} ${item?.Original}`;
    };
    const china = new Date(app.clock.now().getTime() + 8 * 3600_000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');

    const english = await read('en-US');
    expect(english).toContain(`${china} China time from 198.51.100.70 on Chrome on Windows`);
    const chinese = await read('zh-CN');
    expect(chinese).toContain(`${china}（北京时间）通过 Windows 上的 Chrome 登录，地址为 198.51.100.70`);
    expect(chinese).not.toMatch(/Chrome on|\dT\d/);
  });
});

describe('own sessions', () => {
  it('lists them with the current one marked, ends one and all but this one; ended tokens are refused everywhere', async () => {
    const user = await buildUser(app);
    const here = await signIn(user, { ip: '192.0.2.1', agent: LAPTOP });
    const phone = await signIn(user, { ip: '192.0.2.2', agent: PHONE });
    const third = await signIn(user, { ip: '192.0.2.3', agent: LAPTOP });
    for (const token of [phone.token, third.token])
      expect((await other.post('/get_user_info', { session: token })).body.status).toBe(0);

    const list = await app.call(loginSessionsEndpoints.list, { session: here.token });
    const rows = list.body.data.data as LoginSessionRow[];
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.Current)?.Id).toBe(here.sessionId);
    expect(rows.find((row) => row.Id === phone.sessionId)).toMatchObject({
      Device: 'Safari on iOS',
      Ip: '192.0.2.2',
      Current: false,
    });

    const one = await app.call(loginSessionsEndpoints.end, {
      session: here.token,
      session_id: phone.sessionId,
    });
    expect(one.body.data).toEqual({ Ended: 1 });
    expect((await other.post('/get_user_info', { session: phone.token })).body.status).toBe(
      ErrorCode.SESSION_INVALID,
    );
    const again = await app.call(loginSessionsEndpoints.end, {
      session: here.token,
      session_id: phone.sessionId,
    });
    expect(again.body).toMatchObject({ status: ErrorCode.REFUSED });
    expect(again.body.reason).toContain('session_id');

    const others = await app.call(loginSessionsEndpoints.endOthers, { session: here.token });
    expect(others.body.data).toEqual({ Ended: 1 });
    expect((await other.post('/get_user_info', { session: third.token })).body.status).toBe(
      ErrorCode.SESSION_INVALID,
    );
    expect((await other.post('/get_user_info', { session: here.token })).body.status).toBe(0);
    const after = await app.call(loginSessionsEndpoints.list, { session: here.token });
    expect((after.body.data.data as LoginSessionRow[]).map((row) => row.Id)).toEqual([here.sessionId]);
  });

  it('another account’s session cannot be ended through this one', async () => {
    const owner = await buildUser(app);
    const stranger = await buildUser(app);
    const mine = await signIn(owner, { ip: '192.0.2.40', agent: LAPTOP });
    const theirs = await signIn(stranger, { ip: '192.0.2.41', agent: LAPTOP });
    const reply = await app.call(loginSessionsEndpoints.end, {
      session: mine.token,
      session_id: theirs.sessionId,
    });
    expect(reply.body.status).toBe(ErrorCode.REFUSED);
    expect((await app.post('/get_user_info', { session: theirs.token })).body.status).toBe(0);
  });

  it('staff see the device and may end a session (support), finance only reads', async () => {
    const user = await buildUser(app);
    const session = await signIn(user, { ip: '192.0.2.50', agent: PHONE });
    const support = await staffToken(app, await createStaff(app, 'support'));
    const finance = await staffToken(app, await createStaff(app, 'finance'));
    const seen = await app.call(opsUsersEndpoints.sessions, { session: finance, user_id: user.id });
    expect(seen.body.data.data).toEqual([
      expect.objectContaining({ Id: session.sessionId, Device: 'Safari on iOS', Ip: '192.0.2.50' }),
    ]);
    const refused = await app.call(opsUsersEndpoints.endSession, {
      session: finance,
      user_id: user.id,
      session_id: session.sessionId,
    });
    expect(refused.body.status).toBe(ErrorCode.PERMISSION_DENIED);
    const ended = await app.call(opsUsersEndpoints.endSession, {
      session: support,
      user_id: user.id,
      session_id: session.sessionId,
    });
    expect(ended.body.data).toEqual({ Ended: 1 });
    expect((await other.post('/get_user_info', { session: session.token })).body.status).toBe(
      ErrorCode.SESSION_INVALID,
    );
  });
});
