import type { Fen } from '@gpucloud/domain';
import type { Db } from '../../../core/db';
import { refused } from '../../../core/errors';
import { systemText } from '../../../core/messaging/system-text';
import { lockBillingTick } from '../../../db/advisory-lock';
import {
  insertReferral,
  lockPartnersInOrder,
  moveWithdrawable,
  partnersToSettle,
  settleEarnings,
} from '../earnings.repository';
import { applyLedgerEntry } from '../money-movements.repository';
import { lockWallet } from '../wallet.repository';

/** Sales partners' money (issue 15): referrals, settlement, withdrawals and moves to their balance. */

/**
 * Settles a sales partner's earnings (issue 15): everything earned before `cutoff` becomes
 * withdrawable, once per partner and `runKey`. Serialised with the billing tick, which accrues.
 */
export async function settlePartnerEarnings(tx: Db, run: { cutoff: Date; runKey: string; now: Date }) {
  await lockBillingTick(tx);
  await lockPartnersInOrder(tx, partnersToSettle(run.cutoff.toISOString()));
  const rows = await settleEarnings(tx, {
    cutoff: run.cutoff.toISOString(),
    runKey: run.runKey,
    now: run.now.toISOString(),
  });
  return rows.map((row) => ({
    partnerUserId: row.partner_user_id,
    amountFen: Number(row.amount_fen),
    earnings: row.earnings,
  }));
}

export const NOT_WITHDRAWABLE = 'amount: more than the withdrawable earnings';

/** Takes a withdrawal's amount out of the withdrawable pocket; refused when the pocket is short. */
export async function takeForWithdrawal(
  tx: Db,
  partnerUserId: number,
  amountFen: Fen,
  reference: { withdrawalId: number; now: Date },
): Promise<void> {
  const moved = await moveWithdrawable(tx, partnerUserId, {
    amountFen: -amountFen,
    kind: 'withdrawal',
    refType: 'partner_withdrawal',
    refId: String(reference.withdrawalId),
    note: systemText('ledger.withdrawal', {}),
    now: reference.now,
  });
  if (!moved) throw refused(NOT_WITHDRAWABLE);
}

/** A refused withdrawal's amount back to the withdrawable pocket. */
export async function returnWithdrawal(
  tx: Db,
  partnerUserId: number,
  amountFen: Fen,
  reference: { withdrawalId: number; now: Date },
): Promise<void> {
  await moveWithdrawable(tx, partnerUserId, {
    amountFen,
    kind: 'withdrawal_returned',
    refType: 'partner_withdrawal',
    refId: String(reference.withdrawalId),
    note: systemText('ledger.withdrawal_refused', {}),
    now: reference.now,
  });
}

/**
 * Moves settled earnings to the partner's own balance: the wallet locked first (the one lock
 * order), then the withdrawable pocket, a ledger row on each side. Refused when the pocket is short.
 */
export async function moveEarningsToBalance(
  tx: Db,
  partnerUserId: number,
  amountFen: Fen,
  reference: { moveId: number; now: Date },
): Promise<{ withdrawableFen: Fen; balanceFen: Fen }> {
  await lockWallet(tx, partnerUserId);
  const moved = await moveWithdrawable(tx, partnerUserId, {
    amountFen: -amountFen,
    kind: 'earnings_transfer',
    refType: 'partner_balance_move',
    refId: String(reference.moveId),
    note: systemText('ledger.moved_to_balance', {}),
    now: reference.now,
  });
  if (!moved) throw refused(NOT_WITHDRAWABLE);
  const credited = await applyLedgerEntry(tx, {
    userId: partnerUserId,
    pocket: 'balance',
    kind: 'earnings_transfer',
    amount: amountFen,
    refType: 'partner_balance_move',
    refId: String(reference.moveId),
    note: systemText('ledger.partner_earnings', {}),
    now: reference.now,
  });
  return { withdrawableFen: moved.withdrawableFen, balanceFen: credited.balanceAfter };
}

/**
 * Binds a new customer to the partner whose link they registered through (issue 15), in the
 * transaction that creates the account: from now until `boundUntil` their spending earns commission.
 */
export function bindReferredCustomer(
  tx: Db,
  binding: { customerUserId: number; partnerUserId: number; boundAt: Date; boundUntil: Date },
): Promise<void> {
  return insertReferral(tx, binding);
}
