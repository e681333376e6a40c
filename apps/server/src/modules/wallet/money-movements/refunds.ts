import { type Fen, MINUTES_PER_HOUR } from '@gpucloud/domain';
import type { Db } from '../../../core/db';
import { type StoredNote, systemText } from '../../../core/messaging/system-text';
import {
  lockPartnersInOrder,
  partnersOfPayment,
  reverseCommissions,
  reverseMachineIncome,
} from '../earnings.repository';
import { deleteChargesFrom, hourTickPockets } from '../hour-charges.repository';
import { applyLedgerEntry, giveBackAllowance, markOrderRefunded } from '../money-movements.repository';
import { reverseSpendingPoints } from '../points-accrual.repository';
import { lockWallet } from '../wallet.repository';
import type { Payer } from './payer';
import type { MachineReference, MoneyReference } from './references';

/** Money going back to whoever paid it: part of a payment, a whole order, pay-as-you-go hours never run. */

/**
 * Gives money back to the pockets it came from (vouchers stay vouchers, never cash) and to the
 * sub-account's allowance.
 */
export async function refund(
  tx: Db,
  payer: Payer,
  pockets: { vouchersFen: Fen; balanceFen: Fen },
  reference: MoneyReference & { machine?: MachineReference; orderNo?: string },
): Promise<void> {
  const ledger = { ...reference, ...payer, kind: 'refund' as const };
  if (pockets.balanceFen > 0 || reference.machine) {
    // The wallet before the partners it may debit: the one lock order of every movement.
    await lockWallet(tx, payer.userId);
    await lockPartnersInOrder(tx, partnersOfPayment(payer.userId, reference.machine?.hostId ?? null));
  }
  if (pockets.vouchersFen > 0)
    await applyLedgerEntry(tx, { ...ledger, pocket: 'vouchers', amount: pockets.vouchersFen });
  if (pockets.balanceFen > 0) {
    const credit = await applyLedgerEntry(tx, { ...ledger, pocket: 'balance', amount: pockets.balanceFen });
    await reverseCommissions(tx, [credit.ledgerId], `refund:${credit.ledgerId}`, reference.now.toISOString());
    await reverseSpendingPoints(tx, credit.ledgerId, {
      orderNo: reference.orderNo,
      now: reference.now.toISOString(),
    });
  }
  const total = pockets.vouchersFen + pockets.balanceFen;
  if (payer.subAccountId !== null && total > 0) await giveBackAllowance(tx, payer.subAccountId, total);
  if (reference.machine && total > 0)
    await reverseMachineIncome(tx, {
      source: `refund:${reference.refType ?? ''}:${reference.refId ?? ''}:${reference.now.toISOString()}`,
      hostId: reference.machine.hostId,
      orderNo: reference.orderNo,
      amountFen: total,
      gpuHours: reference.machine.gpuHours,
      now: reference.now.toISOString(),
    });
}

/**
 * Refunds a whole purchase order once: a guarded move from paid to refunded, then everything it
 * took back to where it came from. Null when the order is unknown or no longer paid.
 */
export async function refundOrder(
  tx: Db,
  orderNo: string,
  reference: { note: StoredNote; now: Date; machine?: MachineReference },
) {
  const order = await markOrderRefunded(tx, orderNo);
  if (!order) return null;
  await refund(
    tx,
    { userId: order.userId, subAccountId: order.subAccountId },
    { vouchersFen: order.paidVouchers, balanceFen: order.paidBalance },
    { ...reference, refType: 'order', refId: order.orderNo, orderNo: order.orderNo },
  );
  return order;
}

/**
 * Gives back the pay-as-you-go charges of an instance whose minutes start at `fromMinute` or later,
 * minutes its machine never ran in (it was lost behind the product's back): each tick's charges to the pockets that tick took them from, vouchers in the tick's proportion rounded
 * down (so vouchers never come back as more than they paid) and the rest to the balance, with the
 * sub-account's allowance, commissions, points and the machine partner's income. Once: the hours
 * leave the books as they are given back, in the caller's transaction.
 */
export async function refundHoursNotRun(
  tx: Db,
  instance: {
    id: number;
    name: string;
    userId: number;
    subAccountId: number | null;
    hostId: number;
    gpuCount: number;
  },
  at: { fromMinute: number; now: Date },
): Promise<{ hours: number; amountFen: Fen }> {
  const gone = await deleteChargesFrom(tx, instance.id, at.fromMinute);
  if (gone.length === 0) return { hours: 0, amountFen: 0 };
  const byTick = new Map<string, Fen>();
  for (const hour of gone) {
    const ref = `tick:${hour.chargedAt.toISOString()}`;
    byTick.set(ref, (byTick.get(ref) ?? 0) + hour.amount);
  }
  const ticks = await hourTickPockets(tx, instance.userId, [...byTick.keys()]);
  let amountFen = 0;
  let vouchersFen = 0;
  for (const [ref, fen] of byTick) {
    amountFen += fen;
    const tick = ticks.find((t) => t.refId === ref);
    if (tick && tick.totalFen > 0) vouchersFen += Math.floor((fen * tick.vouchersFen) / tick.totalFen);
  }
  // Whole hours in the note and the machine partner's GPU-hours, rounded up (a range is at most the few hours an outage missed).
  const minutes = gone.reduce((sum, charge) => sum + charge.toMinute - charge.fromMinute, 0);
  const hours = Math.ceil(minutes / MINUTES_PER_HOUR);
  await refund(
    tx,
    { userId: instance.userId, subAccountId: instance.subAccountId },
    { vouchersFen, balanceFen: amountFen - vouchersFen },
    {
      refType: 'instance',
      refId: instance.name,
      note: systemText('ledger.hours_not_run', { hours }),
      now: at.now,
      machine: { hostId: instance.hostId, gpuHours: -hours * instance.gpuCount },
    },
  );
  return { hours, amountFen };
}
