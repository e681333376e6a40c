import { ErrorCode } from '@gpucloud/contracts';
import { chinaMonthOf, fenToYuan } from '@gpucloud/domain';
import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { users } from '../../db/schema/account/account.table';
import { walletLedger } from '../../db/schema/wallet/wallet.table';
import { ownMoneyOf } from './invoiceable';

const KINDS = ['rent', 'renew', 'upgrade', 'post_paid', 'refund'] as const;

/** The start of a month (YYYY-MM) in Asia/Shanghai, as an instant. */
function monthStart(month: string): Date {
  return new Date(`${month}-01T00:00:00+08:00`);
}

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/**
 * Refuses a month the account does not have (contracts ACCOUNT_MONTHS_RULE): before the month it
 * was created in, or after the current one, China time. Months compare as their YYYY-MM text.
 */
async function assertAccountMonth(db: Db, userId: number, month: string, now: Date): Promise<void> {
  const [account] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  const current = chinaMonthOf(now);
  const first = account ? chinaMonthOf(account.createdAt) : current;
  if (month >= first && month <= current) return;
  throw new AppError(
    ErrorCode.ILLEGAL_BODY,
    `illegal request body: month: must be a month of the account, from ${first} to ${current}`,
  );
}

/** `/v2/getInvoiceBalanceChangeList`: the balance spending and refunds of one month, with the own-money part. */
export async function balanceChangesOf(
  deps: AppDeps,
  auth: AuthContext,
  input: { month: string; page: number; page_size: number },
) {
  await assertAccountMonth(deps.db, auth.userId, input.month, deps.clock.now());
  const where = and(
    eq(walletLedger.userId, auth.userId),
    eq(walletLedger.pocket, 'balance'),
    inArray(walletLedger.kind, [...KINDS]),
    gte(walletLedger.createdAt, monthStart(input.month)),
    lt(walletLedger.createdAt, monthStart(nextMonth(input.month))),
  );
  const rows = await deps.db
    .select()
    .from(walletLedger)
    .where(where)
    .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const [total] = await deps.db.select({ n: count() }).from(walletLedger).where(where);
  return {
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: fenToYuan(row.amount),
      own_money: fenToYuan(
        row.kind === 'refund' ? -Math.max(0, row.amount) : ownMoneyOf(row.amount, row.balanceAfter),
      ),
      created_at: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}
