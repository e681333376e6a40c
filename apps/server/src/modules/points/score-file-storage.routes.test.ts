import {
  CHECK_IN_POINTS,
  disksEndpoints,
  ErrorCode,
  opsPointsEndpoints,
  pointsEndpoints,
} from '@gpucloud/contracts';
import { chinaDayOf } from '@gpucloud/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../core/clock';
import { fileStorageGrants, storageCharges } from '../../db/schema/disks/disks.table';
import { staffAudit } from '../../db/schema/staff/staff.table';
import { runBillingTick } from '../../jobs/billing-tick.job';
import { buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Score-store items of kind file_storage: GB for days, granted in the redemption, never billed. */

let app: TestApp;
let supportStaff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  app = await createTestApp();
  supportStaff = await createStaff(app, 'support');
});
afterAll(async () => {
  await app.close();
});

const storageItem = {
  name: '文件存储 50 GB',
  name_en: 'File storage 50 GB',
  kind: 'file_storage',
  storage_gb: 50,
  storage_days: 2,
  cost_points: CHECK_IN_POINTS,
  stock: 10,
  per_person_limit: 1,
};

async function createItem(fields: Record<string, unknown> = {}) {
  const support = await staffToken(app, supportStaff);
  const created = await app.post<{ id: number }>('/ops/score_store/create_item', {
    session: support,
    ...storageItem,
    ...fields,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  const published = await app.post('/ops/score_store/publish_item', {
    session: support,
    item_id: created.body.data.id,
    published: true,
  });
  expect(published.body.status).toBe(0);
  return created.body.data.id;
}

async function sftpInfo(token: string) {
  const reply = await app.call(disksEndpoints.sftpInfo, { session: token });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data;
}

describe('file-storage items', () => {
  it('support creates one (audited, listed with its GB and days); bad GB or days are refused by field', async () => {
    const itemId = await createItem();
    const support = await staffToken(app, supportStaff);
    const list = await app.call(opsPointsEndpoints.items, { session: support });
    expect(list.body.data.list.find((item) => item.id === itemId)).toMatchObject({
      kind: 'file_storage',
      storage_gb: 50,
      storage_days: 2,
      voucher_amount: null,
      coupon_group_id: null,
    });
    const audits = await app.deps.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.objectType, 'score_item'), eq(staffAudit.objectId, String(itemId))));
    // Created, then published: the creation keeps what was asked, its GB and days included.
    expect(audits.find((row) => row.before === null)?.after).toMatchObject({
      storage_gb: 50,
      storage_days: 2,
    });

    for (const [field, value] of [
      ['storage_days', 366],
      ['storage_days', 0],
      ['storage_gb', 1001],
      ['storage_gb', undefined],
    ] as const) {
      const bad = await app.post('/ops/score_store/create_item', {
        session: support,
        ...storageItem,
        [field]: value,
      });
      expect([ErrorCode.ILLEGAL_BODY, ErrorCode.ILLEGAL_PARAMETER]).toContain(bad.body.status);
      expect(bad.body.reason).toContain(field);
    }
  });

  it('a redemption grants the GB once (replays too), adds to the capacity, is never billed and ends after its last day', async () => {
    const itemId = await createItem();
    const user = await buildUser(app, { balanceFen: 10_000 });
    const { token } = await loginAs(app, user);
    await app.post('/score_store/check_in', { session: token });
    const before = await sftpInfo(token);
    expect(before).toMatchObject({ TotalGb: 20, GrantedGb: 0, GrantedUntil: '' });

    const lastDay = chinaDayOf(new Date(app.clock.now().getTime() + DAY_MS));
    const ask = { session: token, item_id: itemId, request_id: `storage-${user.id}` };
    const replies = await Promise.all([
      app.call(pointsEndpoints.redeem, ask),
      app.call(pointsEndpoints.redeem, ask),
    ]);
    const replay = await app.call(pointsEndpoints.redeem, ask);
    for (const reply of [...replies, replay]) {
      expect(reply.body.status, reply.body.reason).toBe(0);
      expect(reply.body.data).toMatchObject({
        kind: 'file_storage',
        storage_gb: 50,
        storage_until: lastDay,
        voucher_amount: null,
        coupon_id: null,
        balance: 0,
      });
    }
    const grants = await app.deps.db
      .select()
      .from(fileStorageGrants)
      .where(eq(fileStorageGrants.userId, user.id));
    expect(grants).toHaveLength(1);
    expect(grants[0]?.redemptionId).toBe(replay.body.data.id);

    expect(await sftpInfo(token)).toMatchObject({
      PaidGb: 0,
      GrantedGb: 50,
      TotalGb: 70,
      GrantedUntil: lastDay,
    });

    // The billing tick charges paid quotas only: the granted GB cost nothing, today or tomorrow.
    await runBillingTick(app.deps);
    app.clock.advance(DAY_MS);
    await runBillingTick(app.deps);
    expect(await sftpInfo(token)).toMatchObject({ GrantedGb: 50, TotalGb: 70, GrantedUntil: lastDay });
    const charges = await app.deps.db.select().from(storageCharges).where(eq(storageCharges.userId, user.id));
    expect(charges).toHaveLength(0);
    const wallet = await app.postForm<{ Money: number }>('/get_user_info', { session: token });
    expect(wallet.body.data.Money).toBe(100);

    app.clock.advance(DAY_MS);
    expect(await sftpInfo(token)).toMatchObject({ GrantedGb: 0, TotalGb: 20, GrantedUntil: '' });

    const support = await staffToken(app, supportStaff);
    const redemptions = await app.call(opsPointsEndpoints.redemptions, {
      session: support,
      user_id: user.id,
    });
    expect(redemptions.body.data.list.map((row) => row.reward)).toEqual([
      `file storage 50 GB until ${lastDay}`,
    ]);
  });
});
