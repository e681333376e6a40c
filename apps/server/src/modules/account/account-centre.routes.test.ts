import type { UserInfo } from '@gpucloud/contracts';
import { accountEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxEmails } from '../../providers/email/outbox-email-provider';
import { buildUser, latestSmsCode, loginAs, uniquePhone } from '../../testing/builders';
import { buildFleet } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function subLogin(username: string, password: string) {
  const reply = await app.postForm<{ token: string }>('/sub_account_login', { username, password });
  return reply.body.data?.token;
}

describe('password change', () => {
  it('with the old password ends the other sessions and keeps this one', async () => {
    const user = await buildUser(app);
    const here = (await loginAs(app, user)).token;
    const there = (await loginAs(app, user)).token;
    const wrong = await app.post('/modify_passwd_new', {
      session: here,
      old_password: 'nope',
      new_password: 'new-pass-123',
    });
    expect(wrong.body.reason).toBe('the old password is incorrect');
    const changed = await app.post('/modify_passwd_new', {
      session: here,
      old_password: user.password,
      new_password: 'new-pass-123',
    });
    expect(changed.body.data).toEqual({ RevokedSessions: 1 });
    expect((await app.postForm('/get_user_info', { session: there })).body.status).toBe(2);
    expect((await app.postForm('/get_user_info', { session: here })).body.status).toBe(0);
    await loginAs(app, { phone: user.phone, password: 'new-pass-123' });
  });

  it('with an SMS code to the account phone', async () => {
    const user = await buildUser(app);
    const token = (await loginAs(app, user)).token;
    await app.post('/auth/send_verify_code', { phone: user.phone, purpose: 'change_password' });
    const code = await latestSmsCode(app, user.phone);
    const changed = await app.post('/modify_passwd_new', {
      session: token,
      verify_code: code,
      new_password: 'by-sms-1234',
    });
    expect(changed.body.status).toBe(0);
    await loginAs(app, { phone: user.phone, password: 'by-sms-1234' });
  });
});

describe('notification settings, phone and email', () => {
  it('sets the notify phone with a code sent to it, and the notice email in two steps', async () => {
    const user = await buildUser(app);
    const token = (await loginAs(app, user)).token;
    const phone = uniquePhone();
    await app.post('/auth/send_verify_code', { phone, purpose: 'notify_phone' });
    const phoneSet = await app.post('/modify_notify_phone', {
      session: token,
      phone,
      verify_code: await latestSmsCode(app, phone),
    });
    expect(phoneSet.body.status).toBe(0);

    const email = `ops-${user.id}@example.com`;
    const first = await app.post('/change_notice_email', { session: token, email });
    expect(first.body.data).toEqual({ Step: 'code_sent', NoticeEmail: null });
    const [sent] = await listOutboxEmails(app.deps.db, email, 1);
    const code = /\b(\d{6})\b/.exec(sent?.message ?? '')?.[1];
    const wrong = await app.post('/change_notice_email', {
      session: token,
      email,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.reason).toBe('the email code is incorrect or expired');
    const second = await app.post('/change_notice_email', { session: token, email, code });
    expect(second.body.data).toEqual({ Step: 'changed', NoticeEmail: email });

    const settings = (await app.call(accountEndpoints.settings, { session: token })).body.data;
    expect(settings).toMatchObject({ NotifyPhone: phone, NoticeEmail: email });
    const next = { ...settings.NoticeSettings, invoice: { sms: false, email: true, inapp: true } };
    expect((await app.post('/change_notice_setting', { session: token, settings: next })).body.status).toBe(
      0,
    );
    const after = (await app.call(accountEndpoints.settings, { session: token })).body.data;
    expect(after.NoticeSettings.invoice).toEqual({ sms: false, email: true, inapp: true });

    // A client written before an event was added leaves it out: accepted, and it keeps its setting.
    const gpuWait = { sms: false, email: true, inapp: false };
    await app.post('/change_notice_setting', {
      session: token,
      settings: { ...after.NoticeSettings, gpu_wait: gpuWait },
    });
    const { gpu_wait: _left, ...older } = after.NoticeSettings;
    const olderClient = await app.post('/change_notice_setting', {
      session: token,
      settings: { ...older, invoice: { sms: true, email: false, inapp: true } },
    });
    expect(olderClient.body.status, olderClient.body.reason).toBe(0);
    const latest = (await app.call(accountEndpoints.settings, { session: token })).body.data;
    expect(latest.NoticeSettings).toMatchObject({
      gpu_wait: gpuWait,
      invoice: { sms: true, email: false, inapp: true },
    });
  });

  it('refuses email notifications without a proven address', async () => {
    const user = await buildUser(app);
    const token = (await loginAs(app, user)).token;
    const settings = (await app.call(accountEndpoints.settings, { session: token })).body.data;
    const reply = await app.post('/change_notice_setting', {
      session: token,
      settings: { ...settings.NoticeSettings, invoice: { sms: false, email: true, inapp: true } },
    });
    expect(reply.body.reason).toBe('set a notice email before choosing email notifications');
  });
});

describe('sub-accounts', () => {
  it('spends within its limit, which the main account lowers; deleting it ends its open session at once', async () => {
    const fleet = await buildFleet(app);
    const host = await fleet.newHost({ pricePerGpuHour: 1_000 });
    const main = await buildUser(app, { balanceFen: 100_000 });
    const token = (await loginAs(app, main)).token;
    const added = await app.call(accountEndpoints.addSubAccount, {
      session: token,
      username: `team-${main.id}`,
      password: 'sub-pass-123',
      money_limit: '50.00',
      note: 'intern',
    });
    expect(added.body.data).toMatchObject({ MoneyLimit: 50, MoneyCanUse: 50, Note: 'intern' });
    const subId = added.body.data.SubAccountId;
    const taken = await app.post('/add_user_sub_account', {
      session: token,
      username: `TEAM-${main.id}`,
      password: 'sub-pass-123',
      money_limit: '1',
    });
    expect(taken.body.reason).toBe('this username is taken');

    const subToken = await subLogin(`team-${main.id}`, 'sub-pass-123');
    const rent = (count: number) =>
      app.post('/instance/create', {
        session: subToken,
        host_id: host.id,
        gpu_count: 1,
        image_id: fleet.imageId,
        mode: 'hourly',
        count,
      });
    expect((await rent(6)).body.reason).toBe('the sub-account money limit is less than package price');
    expect((await rent(2)).body.status).toBe(0);
    const info = (await app.postForm<UserInfo>('/get_user_info', { session: subToken ?? '' })).body.data;
    expect(info.SubAccount).toMatchObject({ MoneyLimit: 50, MoneyCanUse: 30 });

    // Sub-accounts may not manage sub-accounts, top up, see orders or change the main account.
    for (const path of [
      '/get_user_sub_accounts',
      '/create_qrcode',
      '/get_order',
      '/modify_user_name',
      '/unregister_check',
      '/get_account_settings',
    ]) {
      expect(
        (await app.post(path, { session: subToken, amount: '10', pay_type: 1, name: 'x' })).body.status,
        path,
      ).toBe(100041);
    }

    const lowered = await app.call(accountEndpoints.subAccountMoneyLimit, {
      session: token,
      sub_account_id: subId,
      money_limit: '10',
    });
    expect(lowered.body.data).toMatchObject({ MoneyLimit: 10, MoneyUsed: 20, MoneyCanUse: 0 });
    expect((await rent(1)).body.reason).toBe('the sub-account money limit is less than package price');

    const containers = await app.call(accountEndpoints.subAccountInstances, { session: token });
    expect(containers.body.data.data.map((row) => row.SubAccountName)).toEqual([`team-${main.id}`]);

    const deleted = await app.post('/delete_user_sub_account', { session: token, sub_account_id: subId });
    expect(deleted.body.data).toEqual({ RevokedSessions: 1 });
    expect((await app.postForm('/get_user_info', { session: subToken ?? '' })).body.status).toBe(2);
    expect(await subLogin(`team-${main.id}`, 'sub-pass-123')).toBeUndefined();

    const stranger = await buildUser(app);
    const theirs = await app.post('/note_user_sub_account', {
      session: (await loginAs(app, stranger)).token,
      sub_account_id: subId,
      note: 'x',
    });
    expect(theirs.body.reason).toBe('sub-account not found');
  });
});

describe('unregistering', () => {
  it('lists what blocks it, then closes the account: sessions end, login stops, the phone registers again', async () => {
    const rich = await buildUser(app, { balanceFen: 100 });
    const richToken = (await loginAs(app, rich)).token;
    const blocked = await app.call(accountEndpoints.unregisterCheck, { session: richToken });
    expect(blocked.body.data.CanUnregister).toBe(false);
    expect(blocked.body.data.Blockers.map((b) => b.Kind)).toEqual(['balance_left']);

    const user = await buildUser(app);
    const token = (await loginAs(app, user)).token;
    expect((await app.post('/unregister_check', { session: token })).body.data).toEqual({
      CanUnregister: true,
      Blockers: [],
    });
    await app.post('/auth/send_verify_code', { phone: user.phone, purpose: 'unregister' });
    const code = await latestSmsCode(app, user.phone);
    const notAgreed = await app.post('/unregister', { session: token, verify_code: code, agree: false });
    expect(notAgreed.body.reason).toContain('agree');
    expect(
      (await app.post('/unregister', { session: token, verify_code: code, agree: true })).body.status,
    ).toBe(0);
    expect((await app.postForm('/get_user_info', { session: token })).body.status).toBe(2);
    const login = await app.postForm('/login', { phone: user.phone, password: user.password });
    expect(login.body.status).not.toBe(0);
    app.clock.advance(61_000);
    await app.post('/auth/send_verify_code', { phone: user.phone, purpose: 'register' });
    const again = await app.postForm('/register', {
      phone: user.phone,
      verify_code: await latestSmsCode(app, user.phone),
      password: 'again-1234',
    });
    expect(again.body.status).toBe(0);
  });
});
