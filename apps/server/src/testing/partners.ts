import { authEndpoints, partnersEndpoints } from '@gpucloud/contracts';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { executeRows } from '../core/db';
import { partners } from '../db/schema/partners/partners.table';
import { verifications } from '../db/schema/verification/verification.table';
import { buildUser, latestSmsCode, loginAs, uniquePhone } from './builders';
import type { TestApp } from './test-app';

/** Helpers of the sales-partner API tests: partners approved by finance, customers through links. */
export function partnerKit(app: TestApp, finance: () => Promise<string>) {
  /** A main account with a passed personal verification (the record written as the flow would). */
  async function verifiedUser() {
    const user = await buildUser(app);
    await app.deps.db.insert(verifications).values({
      userId: user.id,
      verifyType: 0,
      status: 1,
      maskedName: '张*',
      sealed: app.deps.vault.seal(JSON.stringify({ name: '张三' })),
    });
    const { token } = await loginAs(app, user);
    return { user, token };
  }

  const info = async (token: string) =>
    (await app.call(partnersEndpoints.info, { session: token })).body.data;

  /** A verified account that applied and was approved at `level`; answers its code too. */
  async function approvedPartner(level = 1) {
    const { user, token } = await verifiedUser();
    const applied = await app.post('/partner/apply', {
      session: token,
      agreement: true,
      note: 'I run a lab',
    });
    expect(applied.body.status, applied.body.reason).toBe(0);
    const decided = await app.post('/ops/partner/decide', {
      session: await finance(),
      user_id: user.id,
      decision: 'approve',
      level,
    });
    expect(decided.body.status, decided.body.reason).toBe(0);
    const code = (await info(token)).code;
    return { user, token, code };
  }

  /** A new customer registered through `/login?ref=code`. */
  async function referredCustomer(code: string) {
    const phone = uniquePhone();
    const sent = await app.post('/auth/send_verify_code', { phone, purpose: 'register' });
    expect(sent.body.status, sent.body.reason).toBe(0);
    const registered = await app.call(authEndpoints.register, {
      phone,
      verify_code: await latestSmsCode(app, phone),
      password: 'password-123',
      ref: code,
    });
    expect(registered.body.status, registered.body.reason).toBe(0);
    return { phone, token: registered.body.data.token };
  }

  /** The partner's pockets in fen, and the sums of its earnings-pocket ledger rows. */
  async function pockets(userId: number) {
    const [row] = await app.deps.db.select().from(partners).where(eq(partners.userId, userId));
    const sums = await executeRows<{ pocket: string; total: string }>(
      app.deps.db,
      sql`select pocket, sum(amount) as total from wallet_ledger
          where user_id = ${userId} and pocket in ('earnings_pending', 'earnings') group by pocket`,
    );
    const ledger = (pocket: string) => Number(sums.find((sum) => sum.pocket === pocket)?.total ?? 0);
    return {
      pending: row?.pendingFen ?? 0,
      withdrawable: row?.withdrawableFen ?? 0,
      ledgerPending: ledger('earnings_pending'),
      ledgerWithdrawable: ledger('earnings'),
    };
  }

  /** The pockets equal their ledgers, and the earnings rows add up to both pockets. */
  async function expectBooksBalance(userId: number) {
    const books = await pockets(userId);
    expect(books.pending).toBe(books.ledgerPending);
    expect(books.withdrawable).toBe(books.ledgerWithdrawable);
    const [earned] = await executeRows<{ total: string }>(
      app.deps.db,
      sql`select coalesce(sum(amount_fen), 0) as total from partner_earnings where partner_user_id = ${userId}`,
    );
    const [out] = await executeRows<{ total: string }>(
      app.deps.db,
      sql`select coalesce(-sum(amount), 0) as total from wallet_ledger where user_id = ${userId} and pocket = 'earnings'
            and kind in ('withdrawal', 'withdrawal_returned', 'earnings_transfer')`,
    );
    expect(books.pending + books.withdrawable + Number(out?.total)).toBe(Number(earned?.total));
    return books;
  }

  return { verifiedUser, info, approvedPartner, referredCustomer, pockets, expectBooksBalance };
}
