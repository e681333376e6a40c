import {
  agreementAcceptanceEndpoints,
  agreementsEndpoints,
  ErrorCode,
  type LoginData,
} from '@gpucloud/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/account/account.table';
import { agreementAcceptances } from '../../db/schema/agreements/agreement-acceptances.table';
import { buildSubAccount, buildUser, latestSmsCode, loginAs, uniquePhone } from '../../testing/builders';
import { openSupportConsole } from '../../testing/ops-content';

/** Acceptances (issue 18 point 5): recorded once per account and version, asked again for a new one. */
const { app, support } = await openSupportConsole();

async function register(): Promise<{ userId: number; token: string }> {
  const phone = uniquePhone();
  await app.post('/auth/send_verify_code', { phone, purpose: 'register' });
  const reply = await app.postForm<LoginData>('/register', {
    phone,
    verify_code: await latestSmsCode(app, phone),
    password: 'correct-horse',
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  const [user] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return { userId: user?.id ?? 0, token: reply.body.data.token };
}

const acceptancesOf = (userId: number) =>
  app.deps.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.userId, userId));

const pending = async (token: string) =>
  (await app.call(agreementAcceptanceEndpoints.pending, { session: token })).body;

async function publishService(): Promise<number> {
  const reply = await app.call(agreementsEndpoints.opsPublish, {
    session: support,
    key: 'service',
    title: '用户服务协议（修订）',
    title_en: 'User Service Agreement (revised)',
    content: '## 新条款',
    content_en: '## New terms',
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data.version;
}

describe('agreement acceptances', () => {
  it('lists every agreement for the /agreements index, with real texts for the new keys', async () => {
    const list = await app.call(agreementAcceptanceEndpoints.list, {});
    expect(list.body.data.agreements.map((a) => a.key)).toEqual([
      'service',
      'privacy',
      'work_order',
      'verify',
      'unregister',
    ]);
    const unregister = await app.call(agreementsEndpoints.agreement, { key: 'unregister' });
    expect(unregister.body.data.title_en).toBe('Account cancellation agreement');
    expect(unregister.body.data.content).toContain('注销会永久删除账号');
  });

  it('records the service agreement and privacy policy at registration, in its transaction', async () => {
    const { userId, token } = await register();
    const rows = await acceptancesOf(userId);
    expect(rows.map((row) => `${row.key}:${row.version}`).sort()).toEqual(['privacy:1', 'service:1'].sort());
    expect((await pending(token)).data.agreements).toEqual([]);
  });

  it('reports a newer version after support publishes, records it once, and refuses a stale version', async () => {
    const { userId, token } = await register();
    const version = await publishService();
    const asked = await pending(token);
    expect(asked.data.agreements.map((a) => [a.key, a.version])).toEqual([['service', version]]);
    expect(asked.data.agreements[0]?.content_en).toBe('## New terms');

    const stale = await app.post('/accept_agreement', {
      session: token,
      key: 'service',
      version: version - 1,
    });
    expect(stale.body.status).toBe(ErrorCode.REFUSED);
    expect(stale.body.reason).toContain('is not the version in force');

    const first = await app.call(agreementAcceptanceEndpoints.accept, {
      session: token,
      key: 'service',
      version,
    });
    expect(first.body.status).toBe(0);
    app.clock.advance(60_000);
    const again = await app.call(agreementAcceptanceEndpoints.accept, {
      session: token,
      key: 'service',
      version,
    });
    expect(again.body.data.accepted_at).toBe(first.body.data.accepted_at);
    const rows = await app.deps.db
      .select()
      .from(agreementAcceptances)
      .where(and(eq(agreementAcceptances.userId, userId), eq(agreementAcceptances.key, 'service')));
    expect(rows.map((row) => row.version).sort()).toEqual([1, version]);
    expect((await pending(token)).data.agreements).toEqual([]);

    const versions = await app.call(agreementsEndpoints.opsVersions, { session: support, key: 'service' });
    expect(versions.body.data.versions[0]).toMatchObject({ version });
    expect(versions.body.data.versions[0]?.accepted_count).toBeGreaterThanOrEqual(1);
  });

  it('never asks a sub-account, and refuses its acceptance (the main account is the party)', async () => {
    const user = await buildUser(app);
    const sub = await buildSubAccount(app, user.id);
    const login = await app.postForm<LoginData>('/sub_account_login', {
      username: sub.username,
      password: sub.password,
    });
    expect(login.body.status, login.body.reason).toBe(0);
    expect((await pending(login.body.data.token)).data.agreements).toEqual([]);
    const refusedReply = await app.post('/accept_agreement', {
      session: login.body.data.token,
      key: 'service',
      version: 1,
    });
    expect(refusedReply.body.status).toBe(ErrorCode.PERMISSION_DENIED);
  });

  it('refuses a bad key or version naming the field', async () => {
    const { token } = await loginAs(app, await buildUser(app));
    const badKey = await app.post('/accept_agreement', { session: token, key: 'nothing', version: 1 });
    expect(badKey.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(badKey.body.reason).toContain('key:');
    const badVersion = await app.post('/accept_agreement', { session: token, key: 'service', version: 0 });
    expect(badVersion.body.reason).toContain('version:');
  });
});
