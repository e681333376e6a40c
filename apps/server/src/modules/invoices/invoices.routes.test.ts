import type { InvoiceRecord } from '@gpucloud/contracts';
import {
  accountEndpoints,
  adminEndpoints,
  couponsEndpoints,
  ErrorCode,
  invoicesEndpoints,
} from '@gpucloud/contracts';
import { usccCheckCharacter } from '@gpucloud/domain';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxItems } from '../../db/schema/inbox/inbox.table';
import { verifications } from '../../db/schema/verification/verification.table';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { buildFleet } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { paidTopUp } from '../../testing/top-ups';
import { tamperedSignature } from '../../testing/work-orders';

let app: TestApp;
let financeMember: { id: number };

beforeAll(async () => {
  app = await createTestApp();
  financeMember = await createStaff(app, 'finance');
});

/** A fresh staff session: a test that moves the clock a month on ends the earlier ones. */
const finance = () => staffToken(app, financeMember);
afterAll(async () => {
  await (app.deps.compute as SimulatedCompute).idle();
  await app.close();
});

let serial = 0;
function creditCode(): string {
  serial += 1;
  const first17 = `91310115${String(1_000_000_000 + serial).slice(1)}`;
  return `${first17}${usccCheckCharacter(first17)}`;
}

async function customer(balanceFen = 0) {
  const user = await buildUser(app, { balanceFen });
  const { token } = await loginAs(app, user);
  return { user, token };
}

async function companyTitle(token: string, extra: Record<string, unknown> = {}) {
  const reply = await app.call(invoicesEndpoints.addTitle, {
    session: token,
    kind: 'company',
    name: '上海算力科技有限公司',
    taxpayer_id: creditCode(),
    address: '上海市浦东新区张江路 1 号',
    phone: '021-50000000',
    bank: '招商银行上海分行',
    account: '121900000000001',
    ...extra,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data.title;
}

const conditions = async (token: string) =>
  (await app.call(invoicesEndpoints.conditions, { session: token })).body.data;

const apply = (token: string, body: Record<string, unknown>) =>
  app.post<{ record: InvoiceRecord }>('/v3/addInvoiceRecord', {
    session: token,
    email: 'billing@example.com',
    ...body,
  });

describe('invoice titles', () => {
  it('keeps personal and company titles, checks the taxpayer id, and holds one default', async () => {
    const { token } = await customer();
    const personal = await app.call(invoicesEndpoints.addTitle, {
      session: token,
      kind: 'personal',
      name: '张三',
    });
    expect(personal.body.data.title).toMatchObject({
      kind: 'personal',
      is_default: true,
      special_allowed: false,
    });
    const code = creditCode();
    const wrong = await app.post('/v2/add_invoice', {
      session: token,
      kind: 'company',
      name: '上海算力科技有限公司',
      taxpayer_id: `${code.slice(0, 17)}${code.endsWith('0') ? '1' : '0'}`,
    });
    expect(wrong.body).toMatchObject({ status: ErrorCode.REFUSED });
    expect(wrong.body.reason).toMatch(/^taxpayer_id: has a wrong check character/);
    const missing = await app.post('/v2/add_invoice', { session: token, kind: 'company', name: 'X 公司' });
    expect(missing.body.reason).toBe('taxpayer_id: is required for a company title');
    const lowercase = await app.post('/v2/add_invoice', {
      session: token,
      kind: 'company',
      name: 'X',
      taxpayer_id: code.toLowerCase(),
    });
    expect(lowercase.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(lowercase.body.reason).toMatch(/taxpayer_id/);

    const company = await companyTitle(token, { is_default: true });
    const list = (await app.call(invoicesEndpoints.titles, { session: token })).body.data.list;
    expect(list.map((title) => [title.id, title.is_default])).toEqual([
      [company.id, true],
      [personal.body.data.title.id, false],
    ]);
    expect(company.special_allowed).toBe(false);
    const edited = await app.call(invoicesEndpoints.editTitle, {
      session: token,
      id: company.id,
      kind: 'company',
      name: '上海算力科技股份有限公司',
      taxpayer_id: company.taxpayer_id,
    });
    expect(edited.body.data.title).toMatchObject({
      name: '上海算力科技股份有限公司',
      address: '',
      is_default: true,
    });
    expect((await app.post('/v2/delete_invoice', { session: token, id: company.id })).body.status).toBe(0);
    const left = (await app.call(invoicesEndpoints.titles, { session: token })).body.data.list;
    expect(left).toEqual([expect.objectContaining({ id: personal.body.data.title.id, is_default: true })]);
    const other = await customer();
    const foreign = await app.post('/v2/delete_invoice', {
      session: other.token,
      id: personal.body.data.title.id,
    });
    expect(foreign.body.reason).toBe('id: no such invoice title of yours');
  });
});

describe('what is invoiceable', () => {
  it('counts paid top-ups only: grants, vouchers and coupons never', async () => {
    const { token } = await customer(500_00);
    await paidTopUp(app, token, 150);
    app.clock.advance(60_000);
    await paidTopUp(app, token, 200);
    const picture = await conditions(token);
    expect(picture.available).toBe(350);
    expect(picture.top_ups.map((topUp) => [topUp.amount, topUp.invoiceable])).toEqual([
      [200, true],
      [150, true],
    ]);
    const unpaid = await app.post('/create_qrcode', { session: token, amount: 80, pay_type: 1 });
    expect(unpaid.body.status).toBe(0);
    expect((await conditions(token)).top_ups).toHaveLength(2);
  });

  it('never counts a coupon top-up or compute vouchers', async () => {
    const { user, token } = await customer();
    const group = await app.call(adminEndpoints.createCouponGroup, {
      session: await finance(),
      name: 'Invoice test voucher',
      type: 0,
      amount: 120,
      begin_time: Math.floor(app.clock.now().getTime() / 1000) - 60,
      total_num: 10,
    });
    await app.post('/assign_to_user', { session: token, group_id: group.body.data.GroupId });
    const held = await app.call(couponsEndpoints.userCoupons, {
      session: token,
      page: 1,
      page_size: 10,
      status: -1,
    });
    const used = await app.post('/use_money_coupon', {
      session: token,
      coupon_id: held.body.data.data[0]?.CouponId,
    });
    expect(used.body.status, used.body.reason).toBe(0);
    const vouchers = await app.post('/ops/adjust_money', {
      session: await finance(),
      request_id: `vouchers-${user.id}`,
      user_id: user.id,
      direction: 'credit',
      pocket: 'vouchers',
      amount: 200,
      reason: 'goodwill vouchers',
      reference: 'WO-2',
    });
    expect(vouchers.body.status, vouchers.body.reason).toBe(0);
    const picture = await conditions(token);
    expect(picture).toMatchObject({ available: 0, top_ups: [] });
  });

  it('per ended month, what the balance paid of its own money, never credit', async () => {
    const fleet = await buildFleet(app);
    const host = await fleet.newHost({ gpuCount: 8, gpuFree: 8 });
    const { user, token } = await customer();
    await paidTopUp(app, token, 300);
    const credit = await app.post('/admin/set_credit_quota', {
      session: await finance(),
      phone: user.phone,
      quota: 5000,
      reason: 'invoice test',
    });
    expect(credit.body.status, credit.body.reason).toBe(0);
    const rent = await app.post('/instance/create', {
      session: token,
      host_id: host.id,
      gpu_count: 1,
      image_id: fleet.imageId,
      mode: 'monthly',
      count: 1,
    });
    expect(rent.body.status, rent.body.reason).toBe(0);
    const month = new Date(app.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
    expect((await conditions(token)).months).toEqual([]);
    app.clock.advance(40 * 86_400_000);
    // A month on, the earlier session has ended: log in again.
    const fresh = (await loginAs(app, user)).token;
    const picture = await conditions(fresh);
    const spent = picture.months.find((row) => row.month === month);
    // The rent cost more than the 300.00 topped up: the rest came from credit and is not counted.
    expect(spent?.amount).toBe(300);
    const changes = await app.call(invoicesEndpoints.balanceChanges, { session: fresh, month });
    expect(changes.body.data.list[0]?.own_money).toBe(300);
    expect(changes.body.data.list[0]?.amount).toBeLessThan(-300);
  });
});

describe('the balance changes of a month', () => {
  /** `YYYY-MM` in China time, `monthsOn` calendar months after the clock's month. */
  function chinaMonth(monthsOn = 0): string {
    const china = new Date(app.clock.now().getTime() + 8 * 3_600_000);
    return new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() + monthsOn, 1))
      .toISOString()
      .slice(0, 7);
  }

  it('serves the months of the account and refuses every other one with 100021 naming month', async () => {
    const { token } = await customer();
    const served = await app.post('/v2/getInvoiceBalanceChangeList', { session: token, month: chinaMonth() });
    expect(served.body).toMatchObject({ status: 0, data: { list: [], total: 0 } });
    // Year 84 and year 0 pass a four-digit pattern; the month before the account and the next one are its edges.
    for (const month of ['0084-06', '0000-01', '9999-12', chinaMonth(-1), chinaMonth(1)]) {
      const refused = await app.post('/v2/getInvoiceBalanceChangeList', { session: token, month });
      expect(refused.statusCode, month).toBe(400);
      expect(refused.body.status, month).toBe(ErrorCode.ILLEGAL_BODY);
      expect(refused.body.reason, month).toMatch(/\bmonth\b/);
    }
  });
});

describe('applications', () => {
  it('claims a top-up once: it leaves what is invoiceable, and comes back when cancelled', async () => {
    const { token } = await customer();
    const first = await paidTopUp(app, token, 150);
    const second = await paidTopUp(app, token, 120);
    const title = await companyTitle(token);
    const reply = await apply(token, { title_id: title.id, mode: 'top_up', out_trade_nos: [first] });
    expect(reply.body.status, reply.body.reason).toBe(0);
    expect(reply.body.data.record).toMatchObject({
      status: 'applied',
      amount: 150,
      title_name: '上海算力科技有限公司',
      taxpayer_id: title.taxpayer_id,
      items: [{ kind: 'top_up', ref: first, amount: 150 }],
      pdf_url: null,
    });
    const picture = await conditions(token);
    expect(picture.available).toBe(120);
    expect(picture.top_ups.find((topUp) => topUp.out_trade_no === first)).toMatchObject({
      invoiceable: false,
      reason: 'claimed',
      claimed_by: reply.body.data.record.id,
    });
    expect(picture.top_ups.find((topUp) => topUp.out_trade_no === second)).toMatchObject({
      invoiceable: true,
      reason: null,
      claimed_by: null,
    });
    const again = await apply(token, { title_id: title.id, mode: 'top_up', out_trade_nos: [first] });
    expect(again.body.reason).toMatch(/^out_trade_nos: .* is in invoice application #/);

    const cancelled = await app.call(invoicesEndpoints.cancel, {
      session: token,
      record_id: reply.body.data.record.id,
    });
    expect(cancelled.body.data.record.status).toBe('cancelled');
    expect((await conditions(token)).available).toBe(270);
    expect(second).toBeTruthy();
  });

  it('refuses less than 100.00, someone else’s top-up, and a special invoice without enterprise verification', async () => {
    const { user, token } = await customer();
    const small = await paidTopUp(app, token, 50);
    const title = await companyTitle(token);
    const tooSmall = await apply(token, { title_id: title.id, mode: 'top_up', out_trade_nos: [small] });
    expect(tooSmall.body.reason).toMatch(
      /^out_trade_nos: an invoice is for at least 100.00; these make 50.00/,
    );
    const other = await customer();
    const theirs = await paidTopUp(app, other.token, 200);
    const foreign = await apply(token, { title_id: title.id, mode: 'top_up', out_trade_nos: [theirs] });
    expect(foreign.body.reason).toBe(`out_trade_nos: ${theirs} is not a paid top-up of yours`);
    const big = await paidTopUp(app, token, 200);
    const special = await apply(token, {
      title_id: title.id,
      mode: 'top_up',
      out_trade_nos: [big],
      invoice_type: 'special',
    });
    expect(special.body.reason).toMatch(
      /^invoice_type: special VAT invoices are for enterprise-verified accounts/,
    );
    await app.deps.db.insert(verifications).values({ userId: user.id, verifyType: 1, status: 1 });
    const allowed = await apply(token, {
      title_id: title.id,
      mode: 'top_up',
      out_trade_nos: [big],
      invoice_type: 'special',
    });
    expect(allowed.body.status, allowed.body.reason).toBe(0);
    expect(allowed.body.data.record.invoice_type).toBe('special');
  });

  it('makes one invoice of two applications racing for the same top-up', async () => {
    const { token } = await customer();
    const topUp = await paidTopUp(app, token, 300);
    const title = await companyTitle(token);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        apply(token, { title_id: title.id, mode: 'top_up', out_trade_nos: [topUp] }),
      ),
    );
    expect(replies.filter((reply) => reply.body.status === 0)).toHaveLength(1);
    expect((await app.call(invoicesEndpoints.records, { session: token })).body.data.total).toBe(1);
  });

  it('blocks closing the account while an application waits', async () => {
    const { token } = await customer();
    const topUp = await paidTopUp(app, token, 100);
    const title = await companyTitle(token);
    expect(
      (await apply(token, { title_id: title.id, mode: 'top_up', out_trade_nos: [topUp] })).body.status,
    ).toBe(0);
    const check = await app.call(accountEndpoints.unregisterCheck, {
      session: token,
    });
    expect(check.body.data.Blockers.map((blocker) => blocker.Kind)).toContain('open_invoices');
  });
});

describe('the finance desk', () => {
  it('refuses an application with a reason (invoiceable again) and never pays back invoiced money', async () => {
    const { user, token } = await customer();
    const topUp = await paidTopUp(app, token, 200);
    const title = await companyTitle(token);
    const record = (await apply(token, { title_id: title.id, mode: 'top_up', out_trade_nos: [topUp] })).body
      .data.record;
    const payBack = await app.post('/ops/adjust_money', {
      session: await finance(),
      request_id: `payback-${user.id}`,
      user_id: user.id,
      direction: 'debit',
      pocket: 'balance',
      amount: 50,
      reason: 'paid back on request',
      reference: 'WO-1',
    });
    expect(payBack.body.status).toBe(ErrorCode.REFUSED);
    expect(payBack.body.reason).toMatch(/reverse the invoice before paying more than 0.00 back/);
    const bare = await app.post('/ops/invoice/refuse', { session: await finance(), record_id: record.id });
    expect(bare.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    const refused = await app.post('/ops/invoice/refuse', {
      session: await finance(),
      record_id: record.id,
      reason: 'the title is not the payer',
    });
    expect(refused.body.status, refused.body.reason).toBe(0);
    const records = (await app.call(invoicesEndpoints.records, { session: token })).body.data.list;
    expect(records[0]).toMatchObject({ status: 'refused', reason: 'the title is not the payer' });
    expect((await conditions(token)).available).toBe(200);
  });

  it('issues an invoice: a PDF of the title, taxpayer id and amount for its owner only, then reverses it', async () => {
    const { user, token } = await customer();
    const topUp = await paidTopUp(app, token, 180.5);
    const title = await companyTitle(token);
    const record = (await apply(token, { title_id: title.id, mode: 'top_up', out_trade_nos: [topUp] })).body
      .data.record;
    const issued = await app.post('/ops/invoice/issue', { session: await finance(), record_id: record.id });
    expect(issued.body.status, issued.body.reason).toBe(0);
    const twice = await app.post('/ops/invoice/issue', { session: await finance(), record_id: record.id });
    expect(twice.body.reason).toBe('record_id: this invoice is issued already');

    const [mine] = (await app.call(invoicesEndpoints.records, { session: token })).body.data.list;
    expect(mine).toMatchObject({ status: 'issued', number: expect.stringMatching(/^GC\d{8}\d{8}$/) });
    const pdf = await app.server.inject({ method: 'GET', url: mine?.pdf_url ?? '' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    for (const expected of [
      '上海算力科技有限公司',
      title.taxpayer_id,
      '180.50',
      '壹佰捌拾圆伍角',
      mine?.number ?? '?',
    ])
      expect(text).toContain(expected);
    const tampered = await app.server.inject({
      method: 'GET',
      url: tamperedSignature(mine?.pdf_url ?? ''),
    });
    expect(tampered.statusCode).toBe(403);
    const notices = await app.deps.db.select().from(inboxItems).where(eq(inboxItems.userId, user.id));
    expect(notices.map((item) => item.template)).toContain('invoice.issued');
    expect((await conditions(token)).top_ups[0]).toMatchObject({ invoiceable: false });

    const reversed = await app.post('/ops/invoice/reverse', {
      session: await finance(),
      record_id: record.id,
      reason: 'the customer asked for another title',
    });
    expect(reversed.body.status, reversed.body.reason).toBe(0);
    expect((await conditions(token)).top_ups[0]).toMatchObject({ invoiceable: true });
    const desk = await app.call(invoicesEndpoints.opsList, {
      session: await finance(),
      status: 'reversed',
      q: user.phone,
    });
    expect(desk.body.data.list).toEqual([expect.objectContaining({ id: record.id, status: 'reversed' })]);
    // Any part of the phone finds the customer, not only its first digits.
    const byPhoneEnd = await app.call(invoicesEndpoints.opsList, {
      session: await finance(),
      status: 'reversed',
      q: user.phone.slice(3),
    });
    expect(byPhoneEnd.body.data.list.map((row) => row.id)).toEqual([record.id]);
  });
});
