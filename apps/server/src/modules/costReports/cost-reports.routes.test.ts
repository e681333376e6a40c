import type { EndpointData } from '@gpucloud/contracts';
import { authEndpoints, costReportsEndpoints, instancesEndpoints } from '@gpucloud/contracts';
import { yuanToFen } from '@gpucloud/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../core/clock';
import { walletLedger } from '../../db/schema/wallet/wallet.table';
import { runBillingTick } from '../../jobs/billing-tick.job';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildSubAccount, buildUser, loginAs, sessionTokenOf } from '../../testing/builders';
import { buildFleet } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { deposit } from '../wallet/money-movements/deposits';

type CostInfo = EndpointData<typeof costReportsEndpoints.instanceCostInfo>;
type CostList = EndpointData<typeof costReportsEndpoints.instanceCostList>;
type GpuInfo = EndpointData<typeof costReportsEndpoints.allGpuInfo>;

let app: TestApp;
let compute: SimulatedCompute;
let fleet: Awaited<ReturnType<typeof buildFleet>>;

beforeAll(async () => {
  app = await createTestApp();
  compute = app.deps.compute as SimulatedCompute;
  fleet = await buildFleet(app);
});
afterAll(async () => {
  await app.close();
});

const CHINA_OFFSET_MS = 8 * HOUR_MS;

/** The China (UTC+8) calendar day of an instant. */
function chinaDay(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Moves the clock on to the next `hour`:00 China time. */
function advanceToChinaHour(hour: number): void {
  const local = app.clock.now().getTime() + CHINA_OFFSET_MS;
  const target = Math.floor(local / DAY_MS) * DAY_MS + hour * HOUR_MS;
  app.clock.advance((target > local ? target : target + DAY_MS) - local);
}

async function tickAt(offsetMs: number, start: Date): Promise<void> {
  app.clock.advance(start.getTime() + offsetMs - app.clock.now().getTime());
  await runBillingTick(app.deps);
  await compute.idle();
}

async function rent(token: string, hostId: number, mode: string, count: number): Promise<number> {
  const reply = await app.post<{ InstanceId: number }>('/instance/create', {
    session: token,
    host_id: hostId,
    gpu_count: 1,
    image_id: fleet.imageId,
    mode,
    count,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data.InstanceId;
}

/**
 * One main account (1000.00 balance, 5.00 vouchers, voucher first) and its sub-account, from 10:00
 * China time: A1 prepaid KVM 5 h (refunded 3 h at 11:30), A2 pay-as-you-go container, A3 the
 * sub-account's pay-as-you-go KVM, B1 bare metal for a day; another customer's pay-as-you-go C1.
 * Ticks at 11:00 (hour 0, in arrears: issue 44), 23:00 (catching up hours 1-12), 00:00 and 01:00
 * the next China day.
 */
async function setup() {
  const kvmHost = await fleet.newHost({ kind: 'kvm', gpuModel: 'RTX 4090' });
  const containerHost = await fleet.newHost({ kind: 'container', gpuModel: 'A100' });
  const metalHost = await fleet.newHost({ kind: 'bare_metal', gpuModel: '@BM,1' });
  await fleet.newHost({ kind: 'kvm', gpuModel: 'H100 offline', status: 'offline' });
  const owner = await buildUser(app, { balanceFen: 100_000 });
  await app.deps.db.transaction((tx) =>
    deposit(tx, owner.id, 500, { kind: 'voucher_grant', now: app.clock.now() }),
  );
  const token = (await loginAs(app, owner)).token;
  const sub = await buildSubAccount(app, owner.id, { moneyLimitFen: 500_000 });
  const subToken = sessionTokenOf(
    (
      await app.call(authEndpoints.subAccountLogin, {
        username: sub.username,
        password: sub.password,
      })
    ).body.data,
  );
  const other = await buildUser(app, { balanceFen: 100_000 });
  const otherToken = (await loginAs(app, other)).token;

  advanceToChinaHour(10);
  const start = app.clock.now();
  const a1 = await rent(token, kvmHost.id, 'hourly', 5);
  const a2 = await rent(token, containerHost.id, 'post_paid', 1);
  const a3 = await rent(subToken, kvmHost.id, 'post_paid', 1);
  const b1 = await rent(token, metalHost.id, 'daily', 1);
  const c1 = await rent(otherToken, kvmHost.id, 'post_paid', 1);
  await compute.idle();

  await tickAt(HOUR_MS, start);
  app.clock.advance(30 * MINUTE_MS);
  const refund = await app.call(instancesEndpoints.stopWithRefund, {
    session: token,
    instance_id: a1,
  });
  expect(refund.body.status, refund.body.reason).toBe(0);
  await compute.idle();
  await tickAt(13 * HOUR_MS, start);
  await tickAt(14 * HOUR_MS, start);
  await tickAt(15 * HOUR_MS, start);

  const info = (session: string, id: number) =>
    app.call(costReportsEndpoints.instanceCostInfo, { session, instance_id: id });
  const list = (session: string, body: Record<string, unknown> = {}, path = '/get_instance_cost_list') =>
    app.post<CostList>(path, { session, page_size: 100, ...body });
  return {
    owner,
    token,
    subToken,
    otherToken,
    ids: { a1, a2, a3, b1, c1 },
    refund: refund.body.data,
    start,
    day1: chinaDay(start),
    day2: chinaDay(new Date(start.getTime() + DAY_MS)),
    info,
    list,
  };
}

const fen = (yuan: number) => yuanToFen(yuan);

describe('/get_instance_cost_info', () => {
  it('adds up a prepaid instance to the fen: paid, refunded, pockets and its period', async () => {
    const { token, ids, refund, start, info } = await setup();
    const a1 = (await info(token, ids.a1)).body;
    expect(a1.status, a1.reason).toBe(0);
    // 5 h at 1.98 = 9.90: 5.00 of vouchers first, 4.90 of balance; 3 unused whole hours back.
    expect(a1.data).toMatchObject({
      InstanceId: ids.a1,
      Kind: 'kvm',
      GpuModel: 'RTX 4090',
      Paid: 9.9,
      Refunded: 5.94,
      Total: 3.96,
      Periods: [
        {
          StartsAt: start.toISOString(),
          EndsAt: new Date(start.getTime() + 2 * HOUR_MS).toISOString(),
          Amount: 9.9,
          Vouchers: 5,
          Balance: 4.9,
          Refunded: 5.94,
        },
      ],
      PayAsYouGo: [],
    });
    expect(refund.Refund).toBe(5.94);
    expect(a1.data.Refunds).toEqual([
      {
        At: new Date(start.getTime() + 90 * MINUTE_MS).toISOString(),
        Amount: 5.94,
        Vouchers: refund.ToVouchers,
        Balance: refund.ToBalance,
        Note: '3 unused prepaid hours',
      },
    ]);
    expect(fen(a1.data.Vouchers)).toBe(500 - fen(refund.ToVouchers));
    expect(fen(a1.data.Balance)).toBe(490 - fen(refund.ToBalance));
  });

  it('groups pay-as-you-go hours by China day, charged in arrears (the rent order takes nothing)', async () => {
    const { token, ids, day1, day2, info } = await setup();
    const a2 = (await info(token, ids.a2)).body.data;
    // Hours 0-12 by 23:00, then hours 13 and 14 after midnight.
    expect(a2.PayAsYouGo.map(({ Day, Hours, Amount }) => ({ Day, Hours, Amount }))).toEqual([
      { Day: day1, Hours: 13, Amount: 25.74 },
      { Day: day2, Hours: 2, Amount: 3.96 },
    ]);
    expect(a2).toMatchObject({ Paid: 29.7, Refunded: 0, Total: 29.7, Periods: [], Refunds: [] });
    for (const day of a2.PayAsYouGo) expect(fen(day.Vouchers) + fen(day.Balance)).toBe(fen(day.Amount));
  });

  it('apportions the vouchers a tick took among the hours it charged, exactly as the ledger took them', async () => {
    const { owner, token, ids, refund, info } = await setup();
    const all = await Promise.all(
      [ids.a1, ids.a2, ids.a3, ids.b1].map(async (id) => (await info(token, id)).body.data),
    );
    // The refund put vouchers back; the 23:00 tick spent them on A2's and A3's 12 hours each, half each.
    const back = fen(refund.ToVouchers);
    expect(back).toBeGreaterThan(0);
    const [, a2, a3] = all;
    expect(fen(a2?.Vouchers ?? 0) + fen(a3?.Vouchers ?? 0)).toBe(back);
    expect(fen(a2?.Vouchers ?? 0)).toBe(Math.floor(back / 2));
    // Every instance together is exactly what the ledger moved for instances, pocket by pocket.
    const [ledger] = await app.deps.db
      .select({
        vouchers: sql<string>`coalesce(sum(${walletLedger.amount}) filter (where ${walletLedger.pocket} = 'vouchers'), 0)`,
        balance: sql<string>`coalesce(sum(${walletLedger.amount}) filter (where ${walletLedger.pocket} = 'balance'), 0)`,
      })
      .from(walletLedger)
      .where(
        and(
          eq(walletLedger.userId, owner.id),
          inArray(walletLedger.kind, ['rent', 'renew', 'post_paid', 'refund']),
        ),
      );
    const sum = (pick: (row: CostInfo) => number) =>
      all.reduce((total, row) => total + fen(pick(row as CostInfo)), 0);
    expect(sum((row) => row.Vouchers)).toBe(-Number(ledger?.vouchers));
    expect(sum((row) => row.Balance)).toBe(-Number(ledger?.balance));
    expect(sum((row) => row.Total)).toBe(-Number(ledger?.vouchers) - Number(ledger?.balance));
  });

  it("answers 'not found' for another customer's instance, and a sub-account only for its own", async () => {
    const { token, subToken, otherToken, ids, info } = await setup();
    for (const [session, id] of [
      [token, ids.c1],
      [otherToken, ids.a1],
      [subToken, ids.a1],
      [subToken, ids.a2],
    ] as const) {
      const reply = (await info(session, id)).body;
      expect(reply.status).not.toBe(0);
      expect(reply.reason).toBe('instance not found');
    }
    const own = (await info(subToken, ids.a3)).body;
    expect(own.status).toBe(0);
    const seenByMain = (await info(token, ids.a3)).body.data;
    expect(seenByMain).toEqual(own.data);
    expect(seenByMain.SubAccountName).not.toBeNull();
  });

  it('counts a machine that was never made as paid and refunded in full', async () => {
    const host = await fleet.newHost();
    const user = await buildUser(app, { balanceFen: 10_000 });
    const { token } = await loginAs(app, user);
    compute.injectFault({ kind: 'next-create-fails' });
    const id = await rent(token, host.id, 'hourly', 2);
    await compute.idle();
    const reply = await app.postForm<CostInfo>('/get_instance_cost_info', {
      session: token,
      instance_id: String(id),
    });
    expect(reply.body.data).toMatchObject({
      Status: 'failed',
      Paid: 3.96,
      Refunded: 3.96,
      Total: 0,
      Vouchers: 0,
      Balance: 0,
      Periods: [{ Amount: 3.96, Refunded: 3.96 }],
      Refunds: [{ Amount: 3.96, Vouchers: 0, Balance: 3.96, Note: 'The machine could not be created' }],
    });
  });
});

describe('/get_instance_cost_list and /get_bare_metal_cost_list', () => {
  it('lists each instance per China day, newest first, with totals and days that add up', async () => {
    const { token, ids, day1, day2, list } = await setup();
    const { data } = (await list(token)).body;
    expect(data.data.map((row) => [row.Day, row.InstanceId])).toEqual([
      [day2, ids.a3],
      [day2, ids.a2],
      [day1, ids.a3],
      [day1, ids.a2],
      [day1, ids.a1],
    ]);
    expect(data.total).toBe(5);
    const a1 = data.data.at(-1);
    expect(a1).toMatchObject({ Prepaid: 9.9, PayAsYouGo: 0, Hours: 0, Refunded: 5.94, Total: 3.96 });
    expect(data.data[1]).toMatchObject({ Kind: 'container', GpuModel: 'A100', PayAsYouGo: 3.96, Hours: 2 });
    const rowsFen = (pick: (row: (typeof data.data)[number]) => number) =>
      data.data.reduce((total, row) => total + fen(pick(row)), 0);
    expect(fen(data.totals.Total)).toBe(rowsFen((row) => row.Total));
    expect(fen(data.totals.Vouchers) + fen(data.totals.Balance)).toBe(fen(data.totals.Total));
    // A2 and A3: 15 hours each, charged in arrears.
    expect(data.totals.Hours).toBe(30);
    expect(data.days.map((day) => day.Day)).toEqual([day1, day2]);
    expect(data.days[1]).toEqual({ Day: day2, Spent: 7.92, Refunded: 0 });
    const spent = data.days.reduce((total, day) => total + fen(day.Spent) - fen(day.Refunded), 0);
    expect(spent).toBe(fen(data.totals.Total));
  });

  it('keeps bare metal in its own list', async () => {
    const { token, ids, day1, list } = await setup();
    const metal = (await list(token, {}, '/get_bare_metal_cost_list')).body.data;
    expect(metal.data).toHaveLength(1);
    // A day at 1.98/h with the daily discount 0.98.
    expect(metal.data[0]).toMatchObject({
      Day: day1,
      InstanceId: ids.b1,
      Kind: 'bare_metal',
      Prepaid: 46.57,
    });
    const instances = (await list(token)).body.data.data;
    expect(instances.some((row) => row.InstanceId === ids.b1)).toBe(false);
  });

  it('filters by time, GPU model and instance, and pages', async () => {
    const { token, ids, start, day2, list } = await setup();
    const midnight = Math.floor(start.getTime() / 1000) + 14 * 3600;
    const late = (await list(token, { start_time: midnight })).body.data;
    expect(late.data.map((row) => row.Day)).toEqual([day2, day2]);
    const early = (await list(token, { end_time: midnight })).body.data;
    expect(early.total).toBe(3);
    const a100 = (await list(token, { gpu_model: 'A100' })).body.data;
    expect(new Set(a100.data.map((row) => row.InstanceId))).toEqual(new Set([ids.a2]));
    const one = (await list(token, { instance_id: ids.a1 })).body.data;
    expect(one.data.map((row) => row.InstanceId)).toEqual([ids.a1]);
    // An hour's share of a tick's vouchers does not depend on which instances are listed.
    const everything = (await list(token)).body.data.data.filter((row) => row.InstanceId === ids.a2);
    expect((await list(token, { instance_id: ids.a2 })).body.data.data).toEqual(everything);
    const page = await app.postForm<CostList>('/get_instance_cost_list', {
      session: token,
      page: '2',
      page_size: '2',
    });
    expect(page.body.data.total).toBe(5);
    expect(page.body.data.data.map((row) => row.InstanceId)).toEqual([ids.a3, ids.a2]);
  });

  it("shows a sub-account its own instances only, and no one another customer's", async () => {
    const { subToken, token, ids, list } = await setup();
    const sub = (await list(subToken)).body.data;
    expect(new Set(sub.data.map((row) => row.InstanceId))).toEqual(new Set([ids.a3]));
    expect((await list(subToken, { instance_id: ids.a2 })).body.data.total).toBe(0);
    expect((await list(token, { instance_id: ids.c1 })).body.data).toMatchObject({ total: 0, data: [] });
  });
});

describe('CSV exports', () => {
  it('answers the list as a CSV file, formulas neutralised', async () => {
    const { token, ids } = await setup();
    const raw = await app.server.inject({
      method: 'POST',
      url: '/api/export_bare_metal_cost_list',
      payload: { session: token },
    });
    expect(raw.headers['content-type']).toContain('text/csv');
    expect(raw.headers['content-disposition']).toContain('bare-metal-costs.csv');
    const lines = raw.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain('Day (UTC+8)');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${ids.b1},bare_metal,"'@BM,1",1,daily,,46.57,0.00,0,0.00,46.57,`);

    const instances = await app.server.inject({
      method: 'POST',
      url: '/api/export_instance_cost_list',
      payload: { session: token, instance_id: ids.a1 },
    });
    const rows = instances.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows.slice(1)).toHaveLength(1);
    expect(rows[1]).toContain(',9.90,0.00,0,5.94,3.96,');
  });
});

describe('/get_all_gpu_info', () => {
  it('lists every GPU model with its specs, to anyone; an offline model has nothing online', async () => {
    await setup();
    const reply = await app.post<GpuInfo>('/get_all_gpu_info');
    expect(reply.body.status).toBe(0);
    const models = new Map(reply.body.data.data.map((row) => [row.GpuModel, row]));
    expect(models.get('A100')).toMatchObject({
      Kinds: ['container'],
      GpuMemoryGb: 24,
      MinPricePerGpuHour: 1.98,
    });
    expect(models.get('RTX 4090')?.Kinds).toContain('kvm');
    expect(models.get('H100 offline')).toMatchObject({ GpuCount: 0, GpuFree: 0, MinPricePerGpuHour: null });
  });
});
