import type { LoginData, UserInfo, UserVipInfo } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../../db/schema/verification/verification.table';
import { wallets } from '../../db/schema/wallet/wallet.table';
import { buildSubAccount, buildUser, loginAs } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const SPEC_FIELDS = [
  'Name',
  'SubAccount',
  'Phone',
  'VipLevel',
  'AccumulatedMoney',
  'Money',
  'PowerMoney',
  'CreditMoneyQuota',
];

describe('get_user_info', () => {
  it('answers every SPEC §3 field of a main account, money in yuan with 2 decimals', async () => {
    const user = await buildUser(app, { balanceFen: 123_456, name: 'Ada' });
    await app.deps.db
      .update(wallets)
      .set({ creditQuota: 50_000, accumulatedMoney: 160_000 })
      .where(eq(wallets.userId, user.id));
    const { token } = await loginAs(app, user);
    const reply = await app.postForm<UserInfo>('/get_user_info', { session: token });
    expect(reply.body.status).toBe(0);
    for (const field of SPEC_FIELDS) expect(reply.body.data).toHaveProperty(field);
    expect(reply.body.data).toMatchObject({
      UserId: user.id,
      Name: 'Ada',
      SubAccount: null,
      Phone: user.phone,
      VipLevel: 2,
      AccumulatedMoney: 1600,
      Money: 1234.56,
      PowerMoney: 0,
      CreditMoneyQuota: 500,
      Verification: { Personal: false, Enterprise: false },
    });
  });

  it('summarises passed verifications', async () => {
    const user = await buildUser(app);
    await app.deps.db.insert(verifications).values([
      { userId: user.id, verifyType: 0, status: 1 },
      { userId: user.id, verifyType: 1, status: 0 },
    ]);
    const { token } = await loginAs(app, user);
    const reply = await app.postForm<UserInfo>('/get_user_info', { session: token });
    expect(reply.body.data.Verification).toEqual({ Personal: true, Enterprise: false });
  });

  it("gives a sub-account its limit and its main account's phone, not the main wallet", async () => {
    const main = await buildUser(app, { balanceFen: 99_900 });
    const sub = await buildSubAccount(app, main.id, { moneyLimitFen: 5_000 });
    const login = await app.postForm<LoginData>('/sub_account_login', sub);
    const reply = await app.postForm<UserInfo>('/get_user_info', { session: login.body.data.token });
    expect(reply.body.data).toMatchObject({
      UserId: main.id,
      Phone: main.phone,
      SubAccount: { Name: sub.username, MoneyLimit: 50, MoneyCanUse: 50 },
      Money: null,
      PowerMoney: null,
      CreditMoneyQuota: null,
    });
  });
});

describe('get_user_vip_info', () => {
  it('answers data.data.vip_score with the level and progress', async () => {
    const user = await buildUser(app);
    await app.deps.db.update(wallets).set({ accumulatedMoney: 75_000 }).where(eq(wallets.userId, user.id));
    const { token } = await loginAs(app, user);
    const reply = await app.postForm<UserVipInfo>('/get_user_vip_info', { session: token });
    expect(reply.body.data.data).toEqual({
      vip_score: 750,
      vip_level: 1,
      level_threshold: 1500,
      experience_percent: 50,
    });
  });
});
