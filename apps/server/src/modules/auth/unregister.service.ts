import type { UNREGISTER_BLOCKERS } from '@gpucloud/contracts';
import { formatFen } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { findUserById } from '../account';
import { acceptCurrentAgreement, acceptorOf } from '../agreements';
import { consumeVerifyCode } from '../sessions';
import { lockWallet } from '../wallet';
import { closeAccount, countUnregisterBlockers } from './unregister.repository';

type Blocker = {
  Kind: (typeof UNREGISTER_BLOCKERS)[number];
  Detail: string;
};

/**
 * What must be settled before an account closes: its instances released, its balance neither
 * left over (withdraw or spend it) nor owed, its work orders closed. Vouchers cannot be cashed
 * out and are forfeited. Invoice applications still waiting for finance block it too, and a sales
 * partner's earnings (pending, withdrawable, or a withdrawal finance has not paid yet).
 */
export async function unregisterCheck(deps: Pick<AppDeps, 'db'>, auth: AuthContext) {
  const counts = await countUnregisterBlockers(deps.db, auth.userId);
  const blockers: Blocker[] = [];
  if (counts.instances > 0)
    blockers.push({ Kind: 'running_instances', Detail: `${counts.instances} instances are not released` });
  if (counts.moneyFen > 0)
    blockers.push({ Kind: 'balance_left', Detail: `balance ${formatFen(counts.moneyFen)} is left` });
  if (counts.moneyFen < 0)
    blockers.push({ Kind: 'arrears', Detail: `${formatFen(-counts.moneyFen)} is owed` });
  if (counts.openWorkOrders > 0)
    blockers.push({ Kind: 'open_work_orders', Detail: `${counts.openWorkOrders} work orders are open` });
  if (counts.appliedInvoices > 0)
    blockers.push({
      Kind: 'open_invoices',
      Detail: `${counts.appliedInvoices} invoice applications wait for finance (cancel them or wait until they are issued)`,
    });
  if (counts.partnerEarningsFen !== 0 || counts.openWithdrawals > 0)
    blockers.push({
      Kind: 'partner_earnings',
      Detail: `sales-partner earnings are not paid out (${formatFen(counts.partnerEarningsFen)} earned, ${counts.openWithdrawals} withdrawals waiting)`,
    });
  return { CanUnregister: blockers.length === 0, Blockers: blockers };
}

/** Closes the account after an SMS code to its phone; refused while anything blocks it. */
export async function unregister(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessionSync'>,
  auth: AuthContext,
  verifyCode: string,
): Promise<void> {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw new Error(`user ${auth.userId} is missing`);
  await consumeVerifyCode(deps, { phone: user.phone, purpose: 'unregister', code: verifyCode });
  await deps.db.transaction(async (tx) => {
    // Money cannot arrive or leave while the account closes.
    await lockWallet(tx, auth.userId);
    const check = await unregisterCheck({ ...deps, db: tx }, auth);
    if (!check.CanUnregister)
      throw refused(`the account cannot be closed yet: ${check.Blockers.map((b) => b.Detail).join('; ')}`);
    // The account-cancellation agreement the form asked for is recorded with the closing.
    await acceptCurrentAgreement(tx, acceptorOf(auth), 'unregister', deps.clock.now());
    await closeAccount(tx, auth.userId, deps.clock.now());
  });
  await deps.sessionSync.revocationsDelivered();
}
