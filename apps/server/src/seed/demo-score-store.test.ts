import { opsPointsEndpoints, pointsEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, loginAs, staffToken } from '../testing/builders';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_ACCOUNTS, seedDemoData } from './demo-seed';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.deps);
});
afterAll(async () => {
  await app.close();
});

describe('demo score store', () => {
  it('offers vouchers, a coupon and file storage with stock and limits, and keeps one item unpublished', async () => {
    const shown = await app.call(pointsEndpoints.items, {});
    expect(shown.body.status, shown.body.reason).toBe(0);
    expect(shown.body.data.list.map((item) => [item.name_en, item.cost_points, item.kind])).toEqual([
      ['¥10 compute voucher', 100, 'voucher'],
      ['50 GB file storage for 30 days', 200, 'file_storage'],
      ['Coupon: spend 100, save 10', 300, 'coupon'],
      ['¥50 compute voucher', 480, 'voucher'],
    ]);
    expect(shown.body.data.list[0]).toMatchObject({ voucher_amount: 10, stock: 500, per_person_limit: 5 });
    expect(shown.body.data.list[1]).toMatchObject({ storage_gb: 50, storage_days: 30, voucher_amount: null });
    expect(shown.body.data.list[2]).toMatchObject({ coupon_name: 'Spend 100, save 10', per_person_limit: 1 });

    const support = await staffToken(app, await createStaff(app, 'support'));
    const desk = await app.call(opsPointsEndpoints.items, { session: support });
    expect(desk.body.data.list.filter((item) => !item.published).map((item) => item.name_en)).toEqual([
      '¥100 compute voucher',
    ]);
  });

  it('gives the demo account no points of its own', async () => {
    const { token } = await loginAs(app, DEMO_ACCOUNTS.main);
    const points = await app.call(pointsEndpoints.summary, { session: token });
    expect(points.body.status, points.body.reason).toBe(0);
    expect(points.body.data).toMatchObject({ balance: 0, earned_today: 0, redeemed: [] });
  });
});
