import { fenToYuan } from '@gpucloud/domain';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { findActiveUserByPhone } from '../account/account.repository';
import { lockPayer, setCreditLine } from './money-movements.service';

/**
 * Operator: sets an account's credit line. Lowering it below what the account already owes is
 * refused, so the balance never sits beyond the line.
 */
export async function setAccountCreditQuota(deps: AppDeps, phone: string, quotaFen: number) {
  const user = await findActiveUserByPhone(deps.db, phone);
  if (!user) throw refused('no active account has this phone');
  return deps.db.transaction(async (tx) => {
    const { wallet } = await lockPayer(tx, { userId: user.id, subAccountId: null });
    if (wallet.money < -quotaFen) {
      throw refused(
        `the account already uses ${fenToYuan(-wallet.money).toFixed(2)} of credit, more than the new quota`,
      );
    }
    await setCreditLine(tx, user.id, quotaFen);
    return { CreditMoneyQuota: fenToYuan(quotaFen) };
  });
}
