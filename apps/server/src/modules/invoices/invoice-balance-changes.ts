import { ErrorCode } from '@gpucloud/contracts';
import { chinaMonthOf, fenToYuan } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { ownMoneyOf } from './invoiceable';
import { accountCreatedAt, listBalanceEntries } from './invoiceable.repository';

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
  const createdAt = await accountCreatedAt(db, userId);
  const current = chinaMonthOf(now);
  const first = createdAt ? chinaMonthOf(createdAt) : current;
  if (month >= first && month <= current) return;
  throw new AppError(
    ErrorCode.ILLEGAL_BODY,
    `illegal request body: month: must be a month of the account, from ${first} to ${current}`,
  );
}

/** `/v2/getInvoiceBalanceChangeList`: the balance spending and refunds of one month, with the own-money part. */
export async function balanceChangesOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { month: string; page: number; page_size: number },
) {
  await assertAccountMonth(deps.db, auth.userId, input.month, deps.clock.now());
  const { rows, total } = await listBalanceEntries(
    deps.db,
    auth.userId,
    { kinds: KINDS, from: monthStart(input.month), to: monthStart(nextMonth(input.month)) },
    { page: input.page, pageSize: input.page_size },
  );
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
    total,
    page: input.page,
    page_size: input.page_size,
  };
}
