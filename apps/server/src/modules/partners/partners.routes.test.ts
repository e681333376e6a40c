import {
  accountEndpoints,
  ErrorCode,
  instancesEndpoints,
  opsFleetEndpoints,
  opsPartnersEndpoints,
  partnersEndpoints,
  walletEndpoints,
} from '@gpucloud/contracts';
import { minutesChargeFen, shareOfFen, yuanToFen } from '@gpucloud/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../core/db';
import { partnerEarnings } from '../../db/schema/partners/partners.table';
import { runBillingTick } from '../../jobs/billing-tick.job';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { createStaff, loginAs, staffToken } from '../../testing/builders';
import { buildFleet } from '../../testing/fleet';
import { partnerKit } from '../../testing/partners';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { paidTopUp } from '../../testing/top-ups';
import { deposit } from '../wallet/money-movements/deposits';
import { runMonthlySettlement } from './partner-earnings.service';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let app: TestApp;
let fleet: Awaited<ReturnType<typeof buildFleet>>;
let financeMember: { id: number };
let fleetMember: { id: number };
let kit: ReturnType<typeof partnerKit>;
const finance = () => staffToken(app, financeMember);

beforeAll(async () => {
  app = await createTestApp();
  financeMember = await createStaff(app, 'finance');
  fleetMember = await createStaff(app, 'fleet');
  fleet = await buildFleet(app);
  kit = partnerKit(app, finance);
});

afterAll(async () => {
  await (app.deps.compute as SimulatedCompute).idle();
  await app.close();
});

const compute = () => app.deps.compute as SimulatedCompute;

async function rent(token: string, hostId: number, mode: string, count: number): Promise<number> {
  const reply = await app.post<{ InstanceId: number; OrderNo?: string }>('/instance/create', {
    session: token,
    host_id: hostId,
    gpu_count: 1,
    image_id: fleet.imageId,
    mode,
    count,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  await compute().idle();
  return reply.body.data.InstanceId;
}

/** What a customer's balance paid for compute (rent, renewals, hours), from the ledger. */
async function balanceSpent(phone: string): Promise<number> {
  const [row] = await executeRows<{ total: string }>(
    app.deps.db,
    sql`select coalesce(-sum(l.amount), 0) as total from wallet_ledger l join users u on u.id = l.user_id
        where u.phone = ${phone} and l.pocket = 'balance' and l.kind in ('rent', 'renew', 'upgrade', 'post_paid')`,
  );
  return Number(row?.total ?? 0);
}

async function commissionOf(partnerUserId: number): Promise<number> {
  const rows = await app.deps.db
    .select({ amount: partnerEarnings.amountFen })
    .from(partnerEarnings)
    .where(and(eq(partnerEarnings.partnerUserId, partnerUserId), eq(partnerEarnings.kind, 'commission')));
  return rows.reduce((total, row) => total + row.amount, 0);
}

describe('becoming a partner', () => {
  it('needs a passed verification; finance approves with a level and the partner gets a code and a link', async () => {
    const unverified = await kit.verifiedUser();
    await app.deps.db.execute(sql`delete from verifications where user_id = ${unverified.user.id}`);
    const refusedApply = await app.post('/partner/apply', { session: unverified.token, agreement: true });
    expect(refusedApply.body.status).toBe(ErrorCode.REFUSED);
    expect(refusedApply.body.reason).toMatch(/verification is needed/);

    const { user, token } = await kit.verifiedUser();
    const noAgreement = await app.post('/partner/apply', { session: token });
    expect(noAgreement.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(noAgreement.body.reason).toMatch(/agreement/);
    expect((await kit.info(token)).status).toBe('none');

    const applied = await app.call(partnersEndpoints.apply, {
      session: token,
      agreement: true,
      note: 'n',
    });
    expect(applied.body.data.status).toBe('applied');
    const again = await app.post('/partner/apply', { session: token, agreement: true });
    expect(again.body.reason).toBe('your application is waiting for a decision');

    const desk = await app.call(opsPartnersEndpoints.list, { session: await finance(), q: String(user.id) });
    expect(desk.body.data.list).toEqual([
      expect.objectContaining({ user_id: user.id, verified_name: '张*' }),
    ]);
    expect(desk.body.data.waiting).toBeGreaterThan(0);

    const refusal = await app.post('/ops/partner/decide', {
      session: await finance(),
      user_id: user.id,
      decision: 'refuse',
      reason: 'tell us more about your channel',
    });
    expect(refusal.body.status, refusal.body.reason).toBe(0);
    expect(await kit.info(token)).toMatchObject({
      status: 'refused',
      reason: 'tell us more about your channel',
      code: '',
    });
    await app.post('/partner/apply', { session: token, agreement: true, note: 'a university lab' });
    const approval = await app.post('/ops/partner/decide', {
      session: await finance(),
      user_id: user.id,
      decision: 'approve',
      level: '2',
    });
    expect(approval.body.status, approval.body.reason).toBe(0);
    const approved = await kit.info(token);
    expect(approved).toMatchObject({
      status: 'approved',
      level: 2,
      rate_bp: 1500,
      verified: true,
      holder_name: '张*',
    });
    expect(approved.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(approved.link).toBe(`${app.deps.config.publicBaseUrl}/login?ref=${approved.code}`);
    const twice = await app.post('/ops/partner/decide', {
      session: await finance(),
      user_id: user.id,
      decision: 'refuse',
      reason: 'x',
    });
    expect(twice.body.reason).toBe('this application has been decided already');
  });

  it('binds a customer who registers through the link, not one with an unknown code', async () => {
    const partner = await kit.approvedPartner();
    const referred = await kit.referredCustomer(partner.code.toLowerCase());
    await kit.referredCustomer('ZZZZ2345');
    const list = await app.call(partnersEndpoints.referrals, { session: partner.token });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      phone: `${referred.phone.slice(0, 3)}****${referred.phone.slice(7)}`,
      active: true,
      spend: 0,
      commission: 0,
    });
    const badCode = await app.post('/register', {
      phone: '13912345678',
      verify_code: '123456',
      password: 'password-123',
      ref: 'short',
    });
    expect(badCode.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(badCode.body.reason).toMatch(/ref: must be a referral code/);
  });
});

describe('commission', () => {
  it('is exact in fen on what the customer paid of their own money, once however often the tick runs', async () => {
    const partner = await kit.approvedPartner(1);
    const customer = await kit.referredCustomer(partner.code);
    const host = await fleet.newHost({ pricePerGpuHour: 333 });
    // Nothing paid in yet: a coupon or grant balance earns nothing. The QR top-up does.
    await paidTopUp(app, customer.token, 100);
    await rent(customer.token, host.id, 'hourly', 2);
    const rentPaid = await balanceSpent(customer.phone);
    expect(rentPaid).toBeGreaterThan(0);
    expect(await commissionOf(partner.user.id)).toBe(shareOfFen(rentPaid, 1000));

    await rent(customer.token, host.id, 'post_paid', 1);
    const start = app.clock.now();
    app.clock.advance(HOUR_MS + 1000);
    await Promise.all([runBillingTick(app.deps), runBillingTick(app.deps)]);
    await runBillingTick(app.deps);
    app.clock.advance(HOUR_MS);
    await runBillingTick(app.deps);
    await runBillingTick(app.deps);
    const spent = await balanceSpent(customer.phone);
    expect(spent).toBeGreaterThan(rentPaid);
    // Each debit's commission is rounded down on its own.
    const rows = await executeRows<{ amount: string }>(
      app.deps.db,
      sql`select -l.amount as amount from wallet_ledger l join users u on u.id = l.user_id
          where u.phone = ${customer.phone} and l.pocket = 'balance' and l.kind in ('rent', 'post_paid') order by l.id`,
    );
    const expected = rows.reduce((total, row) => total + shareOfFen(Number(row.amount), 1000), 0);
    expect(await commissionOf(partner.user.id)).toBe(expected);
    // The rent and the hours the ticks charged in arrears (issue 44: a pay-as-you-go rent takes nothing).
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(app.clock.now().getTime() - start.getTime()).toBeGreaterThan(2 * HOUR_MS);
    const books = await kit.expectBooksBalance(partner.user.id);
    expect(books.pending).toBe(expected);
    const dashboard = await app.call(partnersEndpoints.referrals, { session: partner.token });
    expect(dashboard.body.data.list[0]).toMatchObject({ spend: spent / 100, commission: expected / 100 });
  });

  it('never counts credit, vouchers or money not paid in, and is reversed when the money is refunded', async () => {
    const partner = await kit.approvedPartner(3);
    const customer = await kit.referredCustomer(partner.code);
    const host = await fleet.newHost({ pricePerGpuHour: 1000 });
    await paidTopUp(app, customer.token, 25);
    // 3 hours at 10.00 (after any discount): more than the 25.00 paid in; the rest is refused.
    const short = await app.post('/instance/create', {
      session: customer.token,
      host_id: host.id,
      gpu_count: 1,
      image_id: fleet.imageId,
      mode: 'hourly',
      count: 3,
    });
    expect(short.body.status).toBe(ErrorCode.REFUSED);
    const id = await rent(customer.token, host.id, 'hourly', 2);
    const paid = await balanceSpent(customer.phone);
    expect(await commissionOf(partner.user.id)).toBe(shareOfFen(paid, 2000));

    app.clock.advance(10 * 60_000);
    const refund = await app.call(instancesEndpoints.stopWithRefund, {
      session: customer.token,
      instance_id: id,
    });
    expect(refund.body.status, refund.body.reason).toBe(0);
    await compute().idle();
    const [back] = await executeRows<{ total: string }>(
      app.deps.db,
      sql`select coalesce(sum(l.amount), 0) as total from wallet_ledger l join users u on u.id = l.user_id
          where u.phone = ${customer.phone} and l.pocket = 'balance' and l.kind = 'refund'`,
    );
    const refunded = Number(back?.total);
    expect(refunded).toBeGreaterThan(0);
    const commission = shareOfFen(paid, 2000);
    const reversed = Math.floor((refunded * commission) / paid);
    expect(await commissionOf(partner.user.id)).toBe(commission - reversed);
    await kit.expectBooksBalance(partner.user.id);
  });

  it('leaves out what compute vouchers and the credit line paid', async () => {
    const partner = await kit.approvedPartner(1);
    const customer = await kit.referredCustomer(partner.code);
    const [user] = await executeRows<{ id: number }>(
      app.deps.db,
      sql`select id from users where phone = ${customer.phone}`,
    );
    const userId = user?.id ?? 0;
    await paidTopUp(app, customer.token, 50);
    await app.deps.db.transaction((tx) =>
      deposit(tx, userId, 2_000, { kind: 'voucher_grant', now: app.clock.now() }),
    );
    const credit = await app.post('/admin/set_credit_quota', {
      session: await finance(),
      phone: customer.phone,
      quota: 500,
      reason: 'partner test',
    });
    expect(credit.body.status, credit.body.reason).toBe(0);
    // Far more than the 20.00 of vouchers and the 50.00 paid in: the rest is credit.
    await rent(customer.token, (await fleet.newHost({ pricePerGpuHour: 5_000 })).id, 'hourly', 2);
    const [paid] = await executeRows<{ vouchers: string; balance: string; after: string }>(
      app.deps.db,
      sql`select coalesce(-sum(amount) filter (where pocket = 'vouchers'), 0) as vouchers,
                 coalesce(-sum(amount) filter (where pocket = 'balance'), 0) as balance,
                 min(balance_after) filter (where pocket = 'balance') as after
          from wallet_ledger where user_id = ${userId} and kind = 'rent'`,
    );
    expect(Number(paid?.vouchers)).toBe(2_000);
    expect(Number(paid?.after)).toBeLessThan(0);
    expect(Number(paid?.balance)).toBeGreaterThan(5_000);
    // Only the 50.00 of own money earns: vouchers and credit do not.
    expect(await commissionOf(partner.user.id)).toBe(shareOfFen(5_000, 1000));
  });

  it('is no commission on a customer without a partner, nor on balance given by staff', async () => {
    const partner = await kit.approvedPartner();
    const customer = await kit.referredCustomer(partner.code);
    const [user] = await executeRows<{ id: number }>(
      app.deps.db,
      sql`select id from users where phone = ${customer.phone}`,
    );
    const grant = await app.post('/ops/adjust_money', {
      session: await finance(),
      user_id: user?.id,
      pocket: 'balance',
      direction: 'credit',
      amount: 50,
      reason: 'goodwill',
      reference: 'WO-1',
      request_id: `grant-${customer.phone}`,
    });
    expect(grant.body.status, grant.body.reason).toBe(0);
    await rent(customer.token, (await fleet.newHost()).id, 'hourly', 1);
    expect(await commissionOf(partner.user.id)).toBe(0);
  });
});

describe('machine partners', () => {
  it('earn the configured share of every pay-as-you-go charge their host bills, once per charge', async () => {
    const partner = await kit.approvedPartner();
    const host = await fleet.newHost({ pricePerGpuHour: 777 });
    const refusedShare = await app.post('/ops/fleet/set_host_partner', {
      session: await staffToken(app, fleetMember),
      host_id: host.id,
      partner_user_id: partner.user.id,
      share_percent: 99,
    });
    expect(refusedShare.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    const notPartner = await app.post('/ops/fleet/set_host_partner', {
      session: await staffToken(app, fleetMember),
      host_id: host.id,
      partner_user_id: (await kit.verifiedUser()).user.id,
    });
    expect(notPartner.body.reason).toBe('partner_user_id: not an approved sales partner');
    const set = await app.post('/ops/fleet/set_host_partner', {
      session: await staffToken(app, fleetMember),
      host_id: host.id,
      partner_user_id: partner.user.id,
      share_percent: 70,
    });
    expect(set.body.status, set.body.reason).toBe(0);

    const renter = await kit.verifiedUser();
    await paidTopUp(app, renter.token, 500);
    const id = await rent(renter.token, host.id, 'post_paid', 1);
    // Charged in arrears (issue 44): the ticks charge two hours (twice each, racing), then a stop
    // half an hour later its 30 minutes (no whole GPU-hour).
    for (let hour = 0; hour < 2; hour += 1) {
      app.clock.advance(HOUR_MS);
      await Promise.all([runBillingTick(app.deps), runBillingTick(app.deps)]);
    }
    app.clock.advance(HOUR_MS / 2);
    const stopped = await app.post('/instance/stop', { session: renter.token, instance_id: id });
    expect(stopped.body.status, stopped.body.reason).toBe(0);
    const charges = await executeRows<{ amount: string }>(
      app.deps.db,
      sql`select amount from instance_charges where instance_id = ${id} and amount > 0 order by from_minute`,
    );
    const billed = charges.map((row) => Number(row.amount));
    // A bigint column: a string on PostgreSQL, a number on PGlite.
    const [row] = await executeRows<{ rate: string | number }>(
      app.deps.db,
      sql`select hourly_rate as rate from instances where id = ${id}`,
    );
    const rate = Number(row?.rate ?? 0);
    expect(billed).toEqual([rate, rate, minutesChargeFen(rate, 120, 150)]);
    const share = billed.reduce((total, amount) => total + shareOfFen(amount, 7000), 0);
    const income = await app.call(partnersEndpoints.machineIncome, { session: partner.token });
    expect(income.body.status, income.body.reason).toBe(0);
    expect(income.body.data.income).toBe(share / 100);
    expect(income.body.data.billed).toBe(billed.reduce((total, amount) => total + amount, 0) / 100);
    expect(income.body.data.machines).toEqual([
      expect.objectContaining({ host_id: host.id, share_bp: 7000, income: share / 100 }),
    ]);
    const gpuHours = income.body.data.list.reduce((total, row) => total + row.gpu_hours, 0);
    expect(gpuHours).toBe(2);
    await kit.expectBooksBalance(partner.user.id);
    const hostList = await app.call(opsFleetEndpoints.hostList, {
      session: await staffToken(app, fleetMember),
      page_size: 100,
    });
    expect(hostList.body.data.data.find((row) => row.Id === host.id)).toMatchObject({
      PartnerUserId: partner.user.id,
      PartnerSharePercent: 70,
    });
  });
});

describe('machine income given back', () => {
  it('takes back the share of refunded unused hours, and all of a failed rental’s share', async () => {
    const partner = await kit.approvedPartner();
    const host = await fleet.newHost({ pricePerGpuHour: 1_000 });
    const set = await app.post('/ops/fleet/set_host_partner', {
      session: await staffToken(app, fleetMember),
      host_id: host.id,
      partner_user_id: partner.user.id,
      share_percent: 50,
    });
    expect(set.body.status, set.body.reason).toBe(0);
    const renter = await kit.verifiedUser();
    await paidTopUp(app, renter.token, 500);
    const id = await rent(renter.token, host.id, 'hourly', 5);
    const [order] = await executeRows<{ amount: string }>(
      app.deps.db,
      sql`select o.amount from orders o join instances i on i.order_no = o.order_no where i.id = ${id}`,
    );
    const earned = shareOfFen(Number(order?.amount), 5000);
    app.clock.advance(10 * 60_000);
    const refund = await app.post('/instance/stop_instance_with_refund', {
      session: renter.token,
      instance_id: id,
    });
    expect(refund.body.status, refund.body.reason).toBe(0);
    await compute().idle();
    const [back] = await executeRows<{ total: string }>(
      app.deps.db,
      sql`select coalesce(sum(amount), 0) as total from wallet_ledger
          where user_id = ${renter.user.id} and kind = 'refund'`,
    );
    const refunded = Number(back?.total);
    expect(refunded).toBeGreaterThan(0);
    const machine = async () => {
      const [row] = await executeRows<{ total: string }>(
        app.deps.db,
        sql`select coalesce(sum(amount_fen), 0) as total from partner_earnings
            where partner_user_id = ${partner.user.id} and kind = 'machine'`,
      );
      return Number(row?.total);
    };
    expect(await machine()).toBe(earned - shareOfFen(refunded, 5000));

    // A rental whose machine is never made gives the whole order's share back: the order's
    // share is credited, then taken back in full once the provider's failure arrives (which may
    // be before this test looks, so the rows are read, not the total in between).
    const before = await machine();
    const credits = async () => {
      const [row] = await executeRows<{ n: string }>(
        app.deps.db,
        sql`select count(*) as n from partner_earnings
            where partner_user_id = ${partner.user.id} and kind = 'machine' and amount_fen > 0`,
      );
      return Number(row?.n);
    };
    const creditsBefore = await credits();
    compute().injectFault({ kind: 'next-create-fails' });
    const created = await app.call(instancesEndpoints.create, {
      session: renter.token,
      host_id: host.id,
      gpu_count: 1,
      image_id: fleet.imageId,
      mode: 'hourly',
      count: 1,
    });
    expect(created.body.status, created.body.reason).toBe(0);
    await compute().idle();
    expect(await credits()).toBe(creditsBefore + 1);
    expect(await machine()).toBe(before);
    await kit.expectBooksBalance(partner.user.id);
  });
});

describe('two partners at once', () => {
  it('credits the same two partners in opposite roles from payments racing, both paid, the books balanced', async () => {
    const first = await kit.approvedPartner();
    const second = await kit.approvedPartner();
    const fleetToken = await staffToken(app, fleetMember);
    const hostOf = async (partnerUserId: number) => {
      const host = await fleet.newHost({ pricePerGpuHour: 900 });
      const set = await app.post('/ops/fleet/set_host_partner', {
        session: fleetToken,
        host_id: host.id,
        partner_user_id: partnerUserId,
        share_percent: 50,
      });
      expect(set.body.status, set.body.reason).toBe(0);
      return host;
    };
    const [firstHost, secondHost] = [await hostOf(first.user.id), await hostOf(second.user.id)];
    // The first partner's customer rents on the second partner's machine, and the other way round.
    const ofFirst = await kit.referredCustomer(first.code);
    const ofSecond = await kit.referredCustomer(second.code);
    await paidTopUp(app, ofFirst.token, 200);
    await paidTopUp(app, ofSecond.token, 200);
    const rentOn = (token: string, hostId: number) =>
      app.post('/instance/create', {
        session: token,
        host_id: hostId,
        gpu_count: 1,
        image_id: fleet.imageId,
        mode: 'hourly',
        count: 3,
      });
    const replies = await Promise.all([
      rentOn(ofFirst.token, secondHost.id),
      rentOn(ofSecond.token, firstHost.id),
      rentOn(ofFirst.token, secondHost.id),
      rentOn(ofSecond.token, firstHost.id),
    ]);
    await compute().idle();
    expect(replies.map((reply) => reply.body.status)).toEqual([0, 0, 0, 0]);
    for (const partner of [first, second]) {
      const books = await kit.expectBooksBalance(partner.user.id);
      const rows = await executeRows<{ kind: string; n: number }>(
        app.deps.db,
        sql`select kind, count(*)::integer as n from partner_earnings where partner_user_id = ${partner.user.id} group by kind order by kind`,
      );
      expect(rows).toEqual([
        { kind: 'commission', n: 2 },
        { kind: 'machine', n: 2 },
      ]);
      expect(books.pending).toBeGreaterThan(0);
    }
  });
});

describe('settlements and withdrawals', () => {
  async function partnerWithEarnings() {
    const partner = await kit.approvedPartner(3);
    const customer = await kit.referredCustomer(partner.code);
    await paidTopUp(app, customer.token, 5000);
    await rent(customer.token, (await fleet.newHost({ pricePerGpuHour: 50_000 })).id, 'hourly', 8);
    return partner;
  }

  it('settle only what is older than the refund window, once; the monthly run settles the rest', async () => {
    const partner = await partnerWithEarnings();
    const earned = (await kit.pockets(partner.user.id)).pending;
    expect(earned).toBeGreaterThan(0);
    const early = await app.call(opsPartnersEndpoints.settle, {
      session: await finance(),
    });
    expect(early.body.status, early.body.reason).toBe(0);
    expect((await kit.pockets(partner.user.id)).withdrawable).toBe(0);

    app.clock.advance(8 * DAY_MS);
    const session = (await loginAs(app, partner.user)).token;
    const settled = await app.call(opsPartnersEndpoints.settle, {
      session: await finance(),
    });
    expect(settled.body.data.partners).toBeGreaterThan(0);
    const again = await app.call(opsPartnersEndpoints.settle, {
      session: await finance(),
    });
    expect(again.body.data.partners).toBe(0);
    expect(await kit.expectBooksBalance(partner.user.id)).toMatchObject({ pending: 0, withdrawable: earned });
    const list = await app.call(partnersEndpoints.settlements, {
      session,
    });
    expect(list.body.data.list.map((row) => row.amount)).toEqual([earned / 100]);
    expect(list.body.data.pending).toBe(0);

    // The monthly run, once the window after the month's end has passed, settles what came since.
    const later = await partnerWithEarnings();
    app.clock.advance(40 * DAY_MS);
    const monthly = await runMonthlySettlement(app.deps);
    expect(monthly.find((row) => row.partnerUserId === later.user.id)?.amountFen).toBe(
      (await kit.pockets(later.user.id)).withdrawable,
    );
    expect(await runMonthlySettlement(app.deps)).toEqual([]);
  });

  it('withdraw no more than settled, even racing; finance pays or refuses; earnings move to the balance', async () => {
    const partner = await partnerWithEarnings();
    app.clock.advance(8 * DAY_MS);
    await app.post('/ops/partner/run_settlement', { session: await finance() });
    const { withdrawable } = await kit.pockets(partner.user.id);
    expect(withdrawable).toBeGreaterThan(20_000);
    // Eight days on, the partner's earlier session has ended: log in again.
    const session = (await loginAs(app, partner.user)).token;
    const withdraw = (amountFen: number, requestId: string, card = '6222021234567890128') =>
      app.call(partnersEndpoints.withdraw, {
        session: session,
        amount: (amountFen / 100).toFixed(2),
        bank_name: '招商银行北京分行',
        card_number: card,
        request_id: requestId,
      });

    expect((await withdraw(9_999, 'below-minimum')).body.reason).toMatch(
      /^amount: the least one withdrawal may be is 100.00/,
    );
    expect((await withdraw(withdrawable + 1, 'too-much-1')).body.reason).toBe(
      'amount: more than the withdrawable earnings',
    );
    expect((await withdraw(20_000, 'bad-card-01', '6222021234567890121')).body.reason).toBe(
      'card_number: has a wrong check digit',
    );
    const share = Math.floor((withdrawable * 6) / 10);
    const racing = await Promise.all([
      withdraw(share, 'race-one-1'),
      withdraw(share, 'race-two-2'),
      withdraw(share, 'race-3-333'),
    ]);
    expect(racing.filter((reply) => reply.body.status === 0)).toHaveLength(1);
    expect(racing.filter((reply) => reply.body.status === 0)[0]?.body.data.withdrawal).toMatchObject({
      status: 'applied',
      card_number: '6222 **** **** *** 0128',
      holder_name: '张*',
    });
    const replay = await withdraw(share, 'race-one-1');
    const first = racing[0]?.body.status === 0 ? racing[0] : null;
    if (first) expect(replay.body.data.withdrawal.id).toBe(first.body.data.withdrawal.id);
    expect(await kit.expectBooksBalance(partner.user.id)).toMatchObject({
      withdrawable: withdrawable - share,
    });

    const mine = await app.call(partnersEndpoints.withdrawals, { session: session });
    const applied = mine.body.data.list[0];
    if (!applied) throw new Error('no withdrawal');
    const desk = await app.call(opsPartnersEndpoints.withdrawals, {
      session: await finance(),
      q: String(partner.user.id),
    });
    expect(desk.body.data.list.map((row) => [row.id, row.card_number])).toEqual([
      [applied.id, '6222 **** **** *** 0128'],
    ]);
    const account = await app.call(opsPartnersEndpoints.revealAccount, {
      session: await finance(),
      withdrawal_id: applied.id,
    });
    expect(account.body.data).toMatchObject({ holder_name: '张三', card_number: '6222021234567890128' });
    const paid = await app.post('/ops/partner/pay_withdrawal', {
      session: await finance(),
      withdrawal_id: applied.id,
      reference: 'CMB-20261125-0001',
    });
    expect(paid.body.status, paid.body.reason).toBe(0);
    const paidTwice = await app.post('/ops/partner/refuse_withdrawal', {
      session: await finance(),
      withdrawal_id: applied.id,
      reason: 'x',
    });
    expect(paidTwice.body.reason).toBe('this withdrawal has been decided already');

    const second = await withdraw(15_000, 'second-one');
    expect(second.body.status, second.body.reason).toBe(0);
    const refused = await app.post('/ops/partner/refuse_withdrawal', {
      session: await finance(),
      withdrawal_id: second.body.data.withdrawal.id,
      reason: 'the account name does not match',
    });
    expect(refused.body.status, refused.body.reason).toBe(0);
    expect((await kit.pockets(partner.user.id)).withdrawable).toBe(withdrawable - share);

    const move = await app.call(partnersEndpoints.toBalance, {
      session: session,
      amount: '10.00',
      request_id: 'move-to-balance-1',
    });
    expect(move.body.status, move.body.reason).toBe(0);
    const replayMove = await app.call(partnersEndpoints.toBalance, {
      session: session,
      amount: '10.00',
      request_id: 'move-to-balance-1',
    });
    expect(replayMove.body.data.withdrawable).toBe(move.body.data.withdrawable);
    expect(move.body.data.withdrawable).toBe((withdrawable - share - 1000) / 100);
    await kit.expectBooksBalance(partner.user.id);
    const tooMuch = await app.post('/partner/move_to_balance', {
      session: session,
      amount: '100000.00',
      request_id: 'move-too-much',
    });
    expect(tooMuch.body.reason).toBe('amount: more than the withdrawable earnings');
    expect(yuanToFen(move.body.data.balance)).toBeGreaterThanOrEqual(1000);
    // The balance change list is the wallet's: the move shows there, the earnings pockets do not.
    const changes = await app.call(walletEndpoints.balanceChangeList, { session, page_size: 100 });
    expect(changes.body.data.data).toEqual([
      expect.objectContaining({ Kind: 'earnings_transfer', Pocket: 'balance', Amount: 10 }),
    ]);
    // Earnings not paid out keep the account open.
    const check = await app.call(accountEndpoints.unregisterCheck, { session });
    expect(check.body.data.Blockers.map((blocker) => blocker.Kind)).toContain('partner_earnings');
  });
});
