import type { LedgerKind } from '@gpucloud/contracts';
import type { Fen } from '@gpucloud/domain';
import type { Db } from '../../../core/db';
import { refused } from '../../../core/errors';
import type { SystemText } from '../../../core/messaging/system-text';
import {
  accrueCommissions,
  accrueOrderMachineIncome,
  lockPartnersInOrder,
  partnersOfPayment,
} from '../earnings.repository';
import { applyLedgerEntry, insertOrder, spendAllowance } from '../money-movements.repository';
import { accrueSpendingPoints } from '../points-accrual.repository';
import { type PaidSplit, type Payer, SUB_ACCOUNT_LIMIT_REASON } from './payer';
import type { MachineReference } from './references';

/** Purchase orders paid from a wallet: renting, renewing and resizing instances, disks, storage, reservations. */

/** What a referred customer pays for with the balance that earns its partner commission: compute. */
const COMMISSIONED_KINDS: ReadonlySet<LedgerKind> = new Set(['rent', 'renew', 'upgrade', 'post_paid']);

/**
 * Takes an order's price as `split` says: the purchase order with what each pocket paid, a ledger
 * row per pocket (balance and credit are one pocket), and the sub-account's spending, which may
 * never pass its limit.
 */
export async function charge(
  tx: Db,
  payer: Payer,
  split: PaidSplit,
  reference: {
    order: { orderNo: string; kind: string; title: SystemText };
    kind: LedgerKind;
    now: Date;
    machine?: MachineReference;
  },
): Promise<{ amountFen: Fen }> {
  const { order, now } = reference;
  const fromWallet = split.fromBalanceFen + split.fromCreditFen;
  const amountFen = split.fromVouchersFen + fromWallet;
  await insertOrder(tx, {
    ...order,
    userId: payer.userId,
    subAccountId: payer.subAccountId,
    amount: amountFen,
    paidBalance: fromWallet,
    paidVouchers: split.fromVouchersFen,
    createdAt: now,
    paidAt: now,
  });
  const ledger = { ...payer, kind: reference.kind, refType: 'order', refId: order.orderNo, now };
  if (split.fromVouchersFen > 0)
    await applyLedgerEntry(tx, { ...ledger, pocket: 'vouchers', amount: -split.fromVouchersFen });
  if (fromWallet > 0 || reference.machine)
    await lockPartnersInOrder(tx, partnersOfPayment(payer.userId, reference.machine?.hostId ?? null));
  if (fromWallet > 0) {
    const debit = await applyLedgerEntry(tx, { ...ledger, pocket: 'balance', amount: -fromWallet });
    if (COMMISSIONED_KINDS.has(reference.kind))
      await accrueCommissions(tx, [debit.ledgerId], `order:${order.orderNo}`, now.toISOString());
    // Points for spending (issue 18), under the wallet lock taken above: the kinds it counts are its own.
    await accrueSpendingPoints(tx, [debit.ledgerId], now.toISOString());
  }
  if (
    payer.subAccountId !== null &&
    amountFen > 0 &&
    !(await spendAllowance(tx, payer.subAccountId, amountFen))
  )
    throw refused(SUB_ACCOUNT_LIMIT_REASON);
  if (reference.machine && amountFen > 0)
    await accrueOrderMachineIncome(tx, {
      orderNo: order.orderNo,
      hostId: reference.machine.hostId,
      amountFen,
      gpuHours: reference.machine.gpuHours,
      now: now.toISOString(),
    });
  return { amountFen };
}
