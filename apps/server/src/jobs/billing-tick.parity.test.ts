import {
  type Allowance,
  allowanceShortFen,
  minutesChargeFen,
  type PaymentSplit,
  splitPayment,
  tickChargeEndMinute,
  type WalletForPayment,
} from '@gpucloud/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../core/clock';
import { systemText } from '../core/messaging/system-text';
import { subAccounts } from '../db/schema/account/account.table';
import { instanceCharges, instances } from '../db/schema/instances/instances.table';
import { pointsAccounts, pointsLedger } from '../db/schema/points/points.table';
import { hostOutageInstances, hostOutages } from '../db/schema/store/host-outages.table';
import { walletLedger, wallets } from '../db/schema/wallet/wallet.table';
import { insertSubAccount } from '../modules/account/account.repository';
import { deposit } from '../modules/wallet/money-movements/deposits';
import { charge } from '../modules/wallet/money-movements/order-charges';
import { setCreditLine, setVoucherFirst } from '../modules/wallet/money-movements/wallet-settings';
import { buildUser } from '../testing/builders';
import { buildFleet, ledgerMatches } from '../testing/fleet';
import { createTestApp, type TestApp } from '../testing/test-app';
import { runBillingTick } from './billing-tick.job';

/**
 * The billing tick charges pay-as-you-go minutes (issue 44: by the minute, in arrears up to the
 * last whole hour of each life) set-based in SQL; orders are split by the domain's splitPayment
 * within a sub-account's allowance. This table of wallets is charged by one tick and every row must
 * come out as the domain says: which minutes are paid and for how much (minutesChargeFen), from
 * which pocket, what the sub-account has spent, which instances stop (minutes unpaid, or the next
 * hour not covered). Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

type Payer = 'main' | 'sub' | 'sub2';
type SubAccount = Allowance & { deleted?: boolean };
interface Case {
  name: string;
  wallet: WalletForPayment;
  /** Allowances of the owner's sub-accounts (`sub`, `sub2`); a deleted one no longer limits anything. */
  subs?: Partial<Record<'sub' | 'sub2', SubAccount>>;
  /**
   * Running pay-as-you-go instances: who rented each, its hourly rate, how long ago, and how many
   * minutes before its last whole hour it was last charged (60 unless said: a run started again
   * within that hour owes fewer). No-GPU mode (issue 42): `none` runs without GPUs, at its no-GPU rate.
   * `held`: affected by a host outage not settled yet (issue 44, point 5): neither charged nor stopped.
   */
  hours: { payer: Payer; rateFen: number; ageMs?: number; mode?: 'none'; minutes?: number; held?: boolean }[];
}

const W = (money: number, vouchers: number, credit: number, voucherFirst = true): WalletForPayment => ({
  moneyFen: money,
  vouchersFen: vouchers,
  creditQuotaFen: credit,
  voucherFirst,
});
const main = (rateFen: number, ageMs?: number) => ({ payer: 'main' as const, rateFen, ageMs });
const sub = (rateFen: number) => ({ payer: 'sub' as const, rateFen });
/** A case with one sub-account: its [limit, spent] in fen. */
const subCase = (
  name: string,
  wallet: WalletForPayment,
  [limitFen, usedFen]: number[],
  hours: Case['hours'],
) => ({
  name,
  wallet,
  subs: { sub: { limitFen: limitFen ?? 0, usedFen: usedFen ?? 0 } },
  hours,
});

const CASES: Case[] = [
  { name: 'voucher-first: vouchers pay it all', wallet: W(5_000, 800, 0), hours: [main(300)] },
  { name: 'voucher-first: vouchers, then balance', wallet: W(5_000, 100, 0), hours: [main(300)] },
  { name: 'balance-first: balance pays it all', wallet: W(5_000, 800, 0, false), hours: [main(300)] },
  { name: 'balance-first: balance, then vouchers', wallet: W(120, 800, 0, false), hours: [main(300)] },
  { name: 'balance, then the credit line', wallet: W(100, 0, 1_000), hours: [main(300)] },
  { name: 'vouchers and balance, then credit', wallet: W(50, 70, 1_000), hours: [main(300)] },
  { name: 'negative balance: the rest of the credit line', wallet: W(-400, 0, 1_000), hours: [main(300)] },
  { name: 'negative balance: vouchers pay, not the arrears', wallet: W(-400, 500, 400), hours: [main(300)] },
  { name: 'negative balance, balance-first: vouchers', wallet: W(-400, 500, 400, false), hours: [main(300)] },
  { name: 'zero everything: stops', wallet: W(0, 0, 0), hours: [main(300)] },
  { name: 'zero balance, credit only', wallet: W(0, 0, 300), hours: [main(300)] },
  { name: 'exact funds across every pocket', wallet: W(100, 100, 100), hours: [main(300)] },
  { name: 'one fen short: stops', wallet: W(100, 100, 99), hours: [main(300)] },
  { name: 'credit line used up: stops', wallet: W(-1_000, 0, 1_000), hours: [main(1)] },
  { name: 'a free hour from an empty wallet', wallet: W(0, 0, 0), hours: [main(0)] },
  { name: 'two instances paid together', wallet: W(600, 0, 0), hours: [main(300), main(300)] },
  { name: 'two instances, funds for one: both stop', wallet: W(599, 0, 0), hours: [main(300), main(300)] },
  { name: 'a later hour of an older instance', wallet: W(1_000, 0, 0), hours: [main(300, 5 * HOUR_MS + 1)] },
  subCase('sub-account within its limit', W(5_000, 0, 0), [1_000, 200], [sub(300)]),
  subCase('sub-account exactly at its limit', W(5_000, 0, 0), [1_000, 700], [sub(300)]),
  subCase(
    "sub-account past its limit stops; the owner's hour is paid",
    W(5_000, 0, 0),
    [1_000, 701],
    [sub(300), main(300)],
  ),
  subCase('sub-account whose limit was lowered below its spending', W(5_000, 0, 0), [100, 400], [sub(1)]),
  subCase(
    'sub-account within its limit, wallet short for all: all stop',
    W(500, 0, 0),
    [1_000, 0],
    [sub(300), main(300)],
  ),
  {
    name: "a deleted sub-account's instance is the owner's: its used-up limit no longer applies",
    wallet: W(5_000, 0, 0),
    subs: { sub: { limitFen: 100, usedFen: 100, deleted: true } },
    hours: [sub(300)],
  },
  {
    name: 'no-GPU mode: its own rate, not the GPU one',
    wallet: W(100, 20, 0),
    hours: [{ ...main(40), mode: 'none' }],
  },
  {
    name: 'no-GPU and GPU hours paid together',
    wallet: W(340, 0, 0),
    hours: [{ ...main(40), mode: 'none' }, main(300)],
  },
  {
    name: 'a run started again within the hour: its minutes only',
    wallet: W(500, 0, 0),
    hours: [{ ...main(260), minutes: 25 }],
  },
  {
    name: 'minutes paid, the next hour not covered: stops',
    wallet: W(300, 0, 0),
    hours: [{ ...main(260), minutes: 25 }],
  },
  {
    name: 'minutes unpaid: stops',
    wallet: W(100, 0, 0),
    hours: [{ ...main(260), minutes: 25 }],
  },
  {
    name: 'held by a host outage: not charged nor stopped; the rest paid as ever',
    wallet: W(300, 0, 0),
    hours: [{ ...main(300), held: true }, main(300)],
  },
  {
    name: 'held by a host outage, nothing to pay with: runs on',
    wallet: W(0, 0, 0),
    hours: [{ ...main(300), held: true }],
  },
  subCase(
    'no-GPU hour of a sub-account within its limit',
    W(5_000, 0, 0),
    [50, 10],
    [{ ...sub(40), mode: 'none' }],
  ),
  {
    name: 'two sub-accounts: one within, one past its limit',
    wallet: W(1_000, 200, 500, false),
    subs: { sub: { limitFen: 300, usedFen: 0 }, sub2: { limitFen: 299, usedFen: 0 } },
    hours: [sub(300), { payer: 'sub2', rateFen: 300 }, main(300)],
  },
];

interface Expected {
  charged: boolean[];
  /** Whether each instance keeps running: its minutes paid and its payer covers its next hour. */
  running: boolean[];
  wallet: { money: number; vouchers: number };
  fromVouchers: number;
  fromBalance: number;
  used: Partial<Record<Payer, number>>;
  /** The one payment of the tick, as the money service would take it. */
  split: PaymentSplit;
}

/** Where the tick charges an instance of the case to, and from: the minutes it owes. */
function rangeOf(h: Case['hours'][number]) {
  const age = h.ageMs ?? HOUR_MS + MINUTE_MS;
  const to = tickChargeEndMinute(0, age);
  const from = to - (h.minutes ?? 60);
  return { from, to, amount: minutesChargeFen(h.rateFen, from, to), age };
}

/** What the vouchers, balance and credit line of a wallet can still pay. */
function fundsOf(wallet: WalletForPayment): number {
  const { moneyFen, vouchersFen, creditQuotaFen } = wallet;
  return vouchersFen + Math.max(moneyFen, 0) + Math.max(0, creditQuotaFen + Math.min(moneyFen, 0));
}

/** What the domain says one tick does to a case: each sub-account within its allowance, then one split. */
function expectedOf(c: Case): Expected {
  const amountOf = (h: Case['hours'][number]) => (h.held ? 0 : rangeOf(h).amount);
  const sumOf = (payer: Payer) =>
    c.hours.filter((h) => h.payer === payer).reduce((total, h) => total + amountOf(h), 0);
  const limited = (payer: Payer) => (payer === 'main' || c.subs?.[payer]?.deleted ? null : c.subs?.[payer]);
  const within = (payer: Payer) => allowanceShortFen(sumOf(payer), limited(payer) ?? null) === 0;
  const allowed = c.hours.map((h) => within(h.payer));
  const total = c.hours.reduce((sum, h, i) => sum + (allowed[i] ? amountOf(h) : 0), 0);
  const split = splitPayment(total, c.wallet);
  const paid = split.ok ? split : { fromVouchersFen: 0, fromBalanceFen: 0, fromCreditFen: 0 };
  const fromBalance = paid.fromBalanceFen + paid.fromCreditFen;
  const used: Expected['used'] = {};
  for (const [payer, allowance] of Object.entries(c.subs ?? {}) as ['sub' | 'sub2', SubAccount][])
    used[payer] = allowance.usedFen + (split.ok && limited(payer) && within(payer) ? sumOf(payer) : 0);
  const charged = allowed.map((a, i) => a && split.ok && !c.hours[i]?.held);
  const left = {
    ...c.wallet,
    moneyFen: c.wallet.moneyFen - fromBalance,
    vouchersFen: c.wallet.vouchersFen - paid.fromVouchersFen,
  };
  // The balance is checked an hour ahead: a limited sub-account's allowance and the owner's funds.
  const coversNextHour = (h: Case['hours'][number]) => {
    const allowance = limited(h.payer);
    const allowanceLeft = allowance ? allowance.limitFen - (used[h.payer] ?? 0) : Number.POSITIVE_INFINITY;
    return fundsOf(left) >= h.rateFen && allowanceLeft >= h.rateFen;
  };
  return {
    charged,
    running: c.hours.map((h, i) => h.held === true || ((charged[i] ?? false) && coversNextHour(h))),
    wallet: { money: left.moneyFen, vouchers: left.vouchersFen },
    fromVouchers: paid.fromVouchersFen,
    fromBalance,
    used,
    split,
  };
}

let app: TestApp;
let fleet: Awaited<ReturnType<typeof buildFleet>>;
let counter = 0;
/** The host outage (not settled) holding the instances of the `held` cases. */
let heldBy: typeof hostOutages.$inferSelect | undefined;

beforeAll(async () => {
  app = await createTestApp();
  fleet = await buildFleet(app);
});
afterAll(async () => {
  await app.close();
});

/**
 * Brings a fresh account to the case's wallet through the money service itself: deposits, the
 * credit line, and earlier purchases that put the balance below zero or spent an allowance.
 */
async function buildCase(c: Case, hostId: number) {
  const user = await buildUser(app);
  const now = app.clock.now();
  const subIds: Partial<Record<Payer, number>> = {};
  await app.deps.db.transaction(async (tx) => {
    await setCreditLine(tx, user.id, c.wallet.creditQuotaFen);
    await setVoucherFirst(tx, user.id, c.wallet.voucherFirst);
    const spend = async (subAccountId: number | null, fen: number, credit: boolean) => {
      counter += 1;
      const split = {
        ok: true as const,
        fromVouchersFen: 0,
        fromBalanceFen: credit ? 0 : fen,
        fromCreditFen: credit ? fen : 0,
      };
      const order = {
        orderNo: `PARITY-${process.pid}-${counter}`,
        kind: 'instance_rent',
        title: systemText('order.rent', { gpu: 'RTX 4090', gpus: 1, mode: 'post_paid', count: 1 }),
      };
      await charge(tx, { userId: user.id, subAccountId }, split, { order, kind: 'rent', now });
    };
    for (const [payer, allowance] of Object.entries(c.subs ?? {}) as ['sub' | 'sub2', SubAccount][]) {
      const row = await insertSubAccount(tx, {
        mainUserId: user.id,
        loginName: `parity-${process.pid}-${user.id}-${payer}`,
        passwordHash: 'x',
        moneyLimit: Math.max(allowance.limitFen, allowance.usedFen),
        now,
      });
      subIds[payer] = row.id;
      if (allowance.usedFen > 0) {
        await deposit(tx, user.id, allowance.usedFen, { kind: 'grant', now });
        await spend(row.id, allowance.usedFen, false);
      }
      if (allowance.limitFen < allowance.usedFen)
        await tx
          .update(subAccounts)
          .set({ moneyLimit: allowance.limitFen })
          .where(eq(subAccounts.id, row.id));
      if (allowance.deleted)
        await tx.update(subAccounts).set({ deletedAt: now }).where(eq(subAccounts.id, row.id));
    }
    if (c.wallet.vouchersFen > 0)
      await deposit(tx, user.id, c.wallet.vouchersFen, { kind: 'voucher_grant', now });
    if (c.wallet.moneyFen > 0) await deposit(tx, user.id, c.wallet.moneyFen, { kind: 'grant', now });
    if (c.wallet.moneyFen < 0) await spend(null, -c.wallet.moneyFen, true);
  });
  if (c.hours.length === 0) return { userId: user.id, subIds, instances: [] };
  const rows = await app.deps.db
    .insert(instances)
    .values(
      c.hours.map((h, i) => ({
        name: `parity-${process.pid}-${user.id}-${i}`,
        userId: user.id,
        subAccountId: h.payer === 'main' ? null : (subIds[h.payer] ?? null),
        hostId,
        imageId: fleet.imageId,
        kind: 'kvm' as const,
        gpuCount: 1,
        billingMode: 'post_paid' as const,
        // A no-GPU instance's GPU rate is never charged.
        hourlyRate: h.mode === 'none' ? h.rateFen + 5_000 : h.rateFen,
        gpuMode: h.mode ?? ('gpu' as const),
        noGpuHourlyRate: h.mode === 'none' ? h.rateFen : null,
        status: 'running' as const,
        orderNo: `PARITY-${user.id}-${i}`,
        createdAt: new Date(now.getTime() - rangeOf(h).age),
        // Earlier minutes were paid: each instance owes its last whole hour, or the minutes of it
        // since it started again (catching up is tested apart).
        chargedToMinute: rangeOf(h).from,
      })),
    )
    .returning();
  const held = rows.filter((_, i) => c.hours[i]?.held);
  if (held.length > 0) {
    heldBy ??= (
      await app.deps.db.insert(hostOutages).values({ hostId, cause: 'engine', startedAt: now }).returning()
    )[0];
    const outageId = heldBy?.id ?? 0;
    await app.deps.db
      .insert(hostOutageInstances)
      .values(held.map((row) => ({ outageId, instanceId: row.id, billingMode: row.billingMode })));
  }
  return { userId: user.id, subIds, instances: rows };
}

/** A points account as compared: its balance, counted fen, and the sum of its ledger. */
async function pointsOf(userId: number) {
  const [account] = await app.deps.db.select().from(pointsAccounts).where(eq(pointsAccounts.userId, userId));
  const rows = await app.deps.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
  return {
    balance: account?.balance ?? 0,
    spentFen: account?.spentFen ?? 0,
    ledgerPoints: rows.reduce((sum, row) => sum + row.points, 0),
    ledgerFen: rows.reduce((sum, row) => sum + row.spentFen, 0),
  };
}

/**
 * The same case paid through the money service instead of the tick: a twin account brought to the
 * same wallet, charged once with the split the domain gives (the tick pays a wallet's hours at once).
 */
async function pointsByService(c: Case, expected: Expected, hostId: number) {
  const twin = await buildCase({ ...c, hours: [] }, hostId);
  const { split } = expected;
  if (split.ok && split.fromVouchersFen + split.fromBalanceFen + split.fromCreditFen > 0) {
    counter += 1;
    const now = app.clock.now();
    const order = {
      orderNo: `PARITY-SVC-${process.pid}-${counter}`,
      kind: 'instance_rent',
      title: systemText('order.rent', { gpu: 'RTX 4090', gpus: 1, mode: 'post_paid', count: 1 }),
    };
    await app.deps.db.transaction((tx) =>
      charge(tx, { userId: twin.userId, subAccountId: null }, split, { order, kind: 'post_paid', now }),
    );
  }
  return pointsOf(twin.userId);
}

describe('billing tick parity with splitPayment', () => {
  it('charges every wallet of the table as the domain splits it, in one set-based tick', async () => {
    const host = await fleet.newHost({ gpuCount: 64, gpuFree: 64 });
    const built = [];
    for (const c of CASES) built.push({ c, ...(await buildCase(c, host.id)) });
    // The wallets stand as the table says before the tick.
    for (const { c, userId } of built) {
      const [wallet] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
      expect({ money: wallet?.money, vouchers: wallet?.powerMoney }, c.name).toEqual({
        money: c.wallet.moneyFen,
        vouchers: c.wallet.vouchersFen,
      });
    }

    const pointsBefore = new Map<number, number>();
    for (const { userId } of built) pointsBefore.set(userId, (await pointsOf(userId)).spentFen);

    const now = app.clock.now();
    await runBillingTick(app.deps);

    for (const { c, userId, subIds, instances: rented } of built) {
      const expected = expectedOf(c);
      const [wallet] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
      expect({ money: wallet?.money, vouchers: wallet?.powerMoney }, c.name).toEqual(expected.wallet);
      expect(await ledgerMatches(app, userId), c.name).toBe(true);

      const tickRows = await app.deps.db
        .select()
        .from(walletLedger)
        .where(eq(walletLedger.userId, userId))
        .then((rows) => rows.filter((row) => row.refType === 'billing_tick'));
      const taken = (pocket: 'vouchers' | 'balance') =>
        tickRows.filter((row) => row.pocket === pocket).reduce((sum, row) => sum - row.amount, 0);
      expect({ vouchers: taken('vouchers'), balance: taken('balance') }, c.name).toEqual({
        vouchers: expected.fromVouchers,
        balance: expected.fromBalance,
      });

      // Points (issue 18): what the tick accrued is what the money service gives for the same payment,
      // the hours paid from the balance (credit included) counted once, vouchers never.
      const points = await pointsOf(userId);
      expect(points, `${c.name}: points`).toEqual(await pointsByService(c, expected, host.id));
      expect(points.balance, `${c.name}: points`).toBe(Math.floor(points.spentFen / 100));
      expect(points.spentFen - (pointsBefore.get(userId) ?? 0), `${c.name}: counted fen`).toBe(
        expected.fromBalance,
      );

      const charges = await app.deps.db
        .select()
        .from(instanceCharges)
        .where(
          inArray(
            instanceCharges.instanceId,
            rented.map((i) => i.id),
          ),
        );
      const states = await app.deps.db
        .select({ id: instances.id, status: instances.status })
        .from(instances)
        .where(
          inArray(
            instances.id,
            rented.map((i) => i.id),
          ),
        );
      rented.forEach((instance, i) => {
        const paid = charges.filter((charge) => charge.instanceId === instance.id);
        const label = `${c.name}: instance ${i}`;
        const h = c.hours[i];
        if (!h) throw new Error(label);
        const { from, to, amount } = rangeOf(h);
        expect(to, label).toBe(tickChargeEndMinute(instance.createdAt.getTime(), now.getTime()));
        expect(
          paid.map((p) => ({
            from: p.fromMinute,
            to: p.toMinute,
            hour: p.hourIndex,
            amount: p.amount,
            mode: p.gpuMode,
          })),
          label,
        ).toEqual(
          expected.charged[i]
            ? [{ from, to, hour: Math.floor(from / 60), amount, mode: instance.gpuMode }]
            : [],
        );
        // Minutes not paid, or a next hour its payer cannot cover, stop the instance for arrears.
        expect(states.find((s) => s.id === instance.id)?.status, label).toBe(
          expected.running[i] ? 'running' : 'stopping',
        );
      });

      for (const [payer, used] of Object.entries(expected.used)) {
        const id = subIds[payer as Payer] ?? 0;
        const [row] = await app.deps.db.select().from(subAccounts).where(eq(subAccounts.id, id));
        expect(row?.moneyUsed, `${c.name}: ${payer} spent`).toBe(used);
      }
    }

    // A second tick in the same hour changes nothing.
    const before = await app.deps.db.select().from(wallets);
    const pointsBeforeSecond = await app.deps.db.select().from(pointsAccounts);
    await runBillingTick(app.deps);
    expect(await app.deps.db.select().from(wallets)).toEqual(before);
    expect(await app.deps.db.select().from(pointsAccounts)).toEqual(pointsBeforeSecond);
  });
});
