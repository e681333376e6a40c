import { fenToYuan } from '@gpucloud/domain';
import type { StaffActor } from '../../core/auth/identity';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { findActiveUserByPhone } from '../account';
import { recordAudit } from '../staff';
import { lockPayer } from './money-movements/payer';
import { setCreditLine } from './money-movements/wallet-settings';
import type { WalletDeps } from './wallet-deps';

/**
 * Staff (finance): sets an account's credit line. Lowering it below what the account already owes
 * is refused, so the balance never sits beyond the line. Recorded in the audit trail with the line
 * before and after and the reason given.
 */
export async function setAccountCreditQuota(
  deps: WalletDeps,
  actor: StaffActor,
  request: { phone: string; quota: number; reason: string },
) {
  const { phone, quota: quotaFen, reason } = request;
  const user = await findActiveUserByPhone(deps.db, phone);
  if (!user) throw refused('phone: no active account has this phone');
  return deps.db.transaction(async (tx) => {
    const { wallet } = await lockPayer(tx, { userId: user.id, subAccountId: null });
    if (wallet.money < -quotaFen) {
      throw refused(
        `quota: the account owes ${fenToYuan(-wallet.money).toFixed(2)} of credit, more than the new quota`,
      );
    }
    await setCreditLine(tx, user.id, quotaFen);
    await recordAudit(tx, {
      ...actor,
      at: deps.clock.now(),
      objectType: 'user',
      objectId: user.id,
      before: { CreditMoneyQuota: fenToYuan(wallet.creditQuota) },
      after: { CreditMoneyQuota: fenToYuan(quotaFen) },
      note: systemText('audit.credit_line', { phone, reason }),
    });
    return { CreditMoneyQuota: fenToYuan(quotaFen) };
  });
}
