import { ErrorCode, opsContentEndpoints, STAFF_ROLES } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances } from '../../db/schema/instances/instances.table';
import { topUpOrders } from '../../db/schema/wallet/top-up.table';
import { walletLedger } from '../../db/schema/wallet/wallet.table';
import { workOrders } from '../../db/schema/workOrders/work-orders.table';
import { buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { buildFleet } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/**
 * The manual clock stands at 2026-11-22 08:00 UTC, 16:00 in Shanghai: the platform's day began at
 * 2026-11-21 16:00 UTC. Rows on both sides of that instant show which day each one counts for.
 */
const BEFORE_TODAY = new Date('2026-11-21T15:59:00Z');
const EARLY_TODAY = new Date('2026-11-21T16:30:00Z');

async function setup() {
  const user = await buildUser(app);
  const fleet = await buildFleet(app);
  const db = app.deps.db;
  const busy = await fleet.newHost({ gpuModel: 'H100 80G', gpuCount: 8, gpuFree: 3 });
  await fleet.newHost({ gpuModel: 'H100 80G', gpuCount: 8, gpuFree: 8 });
  await fleet.newHost({ gpuModel: 'A100 40G', gpuCount: 4, gpuFree: 4, status: 'offline' });
  await db.insert(topUpOrders).values([
    {
      outTradeNo: `T1-${user.id}`,
      userId: user.id,
      amount: 10_000,
      payType: 1,
      provider: 'sandbox',
      status: 1,
      expiresAt: EARLY_TODAY,
      paidAt: EARLY_TODAY,
    },
    {
      outTradeNo: `T2-${user.id}`,
      userId: user.id,
      amount: 2_550,
      payType: 0,
      provider: 'sandbox',
      status: 1,
      expiresAt: EARLY_TODAY,
      paidAt: app.clock.now(),
    },
    {
      outTradeNo: `T3-${user.id}`,
      userId: user.id,
      amount: 99_900,
      payType: 1,
      provider: 'sandbox',
      status: 1,
      expiresAt: BEFORE_TODAY,
      paidAt: BEFORE_TODAY,
    },
    {
      outTradeNo: `T4-${user.id}`,
      userId: user.id,
      amount: 7_700,
      payType: 1,
      provider: 'sandbox',
      status: 0,
      expiresAt: app.clock.now(),
    },
  ]);
  const entry = (
    kind: 'rent' | 'post_paid' | 'renew' | 'refund' | 'top_up',
    amount: number,
    createdAt: Date,
  ) => ({
    userId: user.id,
    pocket: 'balance' as const,
    kind,
    amount,
    balanceAfter: 0,
    createdAt,
  });
  await db
    .insert(walletLedger)
    .values([
      entry('rent', -1_000, EARLY_TODAY),
      { ...entry('post_paid', -250, app.clock.now()), pocket: 'vouchers' as const },
      entry('renew', -999, BEFORE_TODAY),
      entry('refund', 500, app.clock.now()),
      entry('top_up', 10_000, EARLY_TODAY),
    ]);
  const instance = (status: 'running' | 'stopped', n: number) => ({
    name: `overview-${user.id}-${n}`,
    userId: user.id,
    hostId: busy.id,
    imageId: fleet.imageId,
    kind: 'kvm' as const,
    gpuCount: 1,
    billingMode: 'post_paid' as const,
    hourlyRate: 198,
    status,
    orderNo: `OV-${user.id}-${n}`,
  });
  await db.insert(instances).values([instance('running', 1), instance('running', 2), instance('stopped', 3)]);
  await db.insert(workOrders).values([
    { userId: user.id, title: 'Cannot log in' },
    { userId: user.id, title: 'Slow disk', status: 'closed' },
  ]);
}

describe('the overview', () => {
  it("counts today's top-ups and spend on Shanghai's day, and the fleet and queue now", async () => {
    await setup();
    const session = await staffToken(app, await createStaff(app, 'reviewer'));
    const reply = await app.call(opsContentEndpoints.overview, { session });
    expect(reply.body.status, reply.body.reason).toBe(0);
    expect(reply.body.data).toEqual({
      Day: '2026-11-22',
      DayStart: '2026-11-21T16:00:00.000Z',
      TopUps: { Count: 2, Sum: 125.5 },
      Spend: 12.5,
      RunningInstances: 2,
      GpusFree: [{ GpuModel: 'H100 80G', Free: 11, Total: 16 }],
      OpenWorkOrders: 1,
    });
  });

  it('is open to every staff role and to no customer', async () => {
    for (const role of STAFF_ROLES) {
      const session = await staffToken(app, await createStaff(app, role));
      expect((await app.post('/ops/get_overview', { session })).body.status, role).toBe(0);
    }
    const customer = await loginAs(app, await buildUser(app));
    const refused = await app.post('/ops/get_overview', { session: customer.token });
    // A customer's token is no staff session: refused before the role is even looked at.
    expect(refused.body.status).not.toBe(ErrorCode.OK);
  });
});
