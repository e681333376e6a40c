import { ErrorCode, type LedgerKind, Reason } from '@gpucloud/contracts';
import {
  type Allowance,
  allowanceShortFen,
  type Fen,
  fenToYuan,
  type PaymentSplit,
  type WalletForPayment,
} from '@gpucloud/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { AppError, refused } from '../../core/errors';
import type { LedgerPocket } from '../../db/schema/wallet/wallet.table';
import { lockSubAccount } from '../account';
import {
  accrueCommissions,
  accrueMachineIncome,
  accrueOrderMachineIncome,
  addPaidIn,
  insertReferral,
  lockPartnersInOrder,
  moveWithdrawable,
  partnersOfPayment,
  partnersOfTick,
  partnersToSettle,
  reverseCommissions,
  reverseMachineIncome,
  settleEarnings,
  takeBackPaidIn,
} from './earnings.repository';
import {
  chargeHours,
  chargeStorage,
  deleteChargedHoursFrom,
  hourTickPockets,
  insertPaidDay,
  insertPaidHour,
} from './hour-charges.repository';
import {
  addAccumulatedTopUp,
  applyLedgerEntry,
  giveBackAllowance,
  insertOrder,
  insertWallet,
  markOrderRefunded,
  spendAllowance,
  takeBackAccumulatedTopUp,
  updateCreditQuota,
  updateVoucherFirst,
} from './money-movements.repository';
import { accrueSpendingPoints, reverseSpendingPoints } from './points-accrual.repository';
import { lockWallet } from './wallet.repository';

/**
 * The one owner of money movements: charges, refunds, deposits, voucher purchases and the billing
 * tick's hours. Every function runs inside the caller's transaction, after `lockPayer` (or takes
 * the row locks itself), and writes a ledger row per pocket it moves in that same transaction.
 */

/** What a referred customer pays for with the balance that earns its partner commission: compute. */
const COMMISSIONED_KINDS: ReadonlySet<LedgerKind> = new Set(['rent', 'renew', 'upgrade', 'post_paid']);

/** Who pays: a main account's wallet, and the sub-account spending from it, if one is. */
export interface Payer {
  userId: number;
  subAccountId: number | null;
}

/** What a movement is for, as the ledger rows name it. */
export interface MoneyReference {
  refType?: string;
  refId?: string;
  note?: string;
  now: Date;
}

/**
 * The machine an instance payment is for (issue 15): a machine partner's host earns its share of
 * it. `gpuHours` is what it bought (negative for hours given back).
 */
export interface MachineReference {
  hostId: number;
  gpuHours: number;
}

export type PaidSplit = Extract<PaymentSplit, { ok: true }>;

/** Opens the (empty) wallet of a new account, in the transaction that creates the account. */
export function openWallet(tx: Db, userId: number): Promise<void> {
  return insertWallet(tx, userId);
}

/** Sets the credit line; the caller holds the wallet lock and has checked what is owed (a CHECK guards it too). */
export function setCreditLine(tx: Db, userId: number, quotaFen: Fen): Promise<void> {
  return updateCreditQuota(tx, userId, quotaFen);
}

/** Which pocket pays orders first (SPEC §9); it changes no amount. */
export function setVoucherFirst(db: Db, userId: number, voucherFirst: boolean): Promise<void> {
  return updateVoucherFirst(db, userId, voucherFirst);
}

export const SUB_ACCOUNT_LIMIT_REASON = 'the sub-account money limit is less than package price';

/**
 * Locks the payer's wallet and then its sub-account (the order every movement locks them in) and
 * reads what the domain rules need.
 */
export async function lockPayer(tx: Db, payer: Payer) {
  const wallet = await lockWallet(tx, payer.userId);
  const sub = payer.subAccountId === null ? null : await lockSubAccount(tx, payer.subAccountId);
  const forPayment: WalletForPayment = {
    moneyFen: wallet.money,
    vouchersFen: wallet.powerMoney,
    creditQuotaFen: wallet.creditQuota,
    voucherFirst: wallet.voucherFirst,
  };
  const allowance: Allowance | null = sub ? { limitFen: sub.moneyLimit, usedFen: sub.moneyUsed } : null;
  return { wallet, forPayment, allowance };
}

/**
 * The split a charge may take, or the refusal: a sub-account's own limit first (it cannot top up,
 * so the fast-pay prompt the wallet refusal opens would not help it), then the wallet.
 */
export function payableSplit(
  priceFen: Fen,
  split: PaymentSplit | null,
  allowance: Allowance | null,
): PaidSplit {
  if (allowanceShortFen(priceFen, allowance) > 0) throw refused(SUB_ACCOUNT_LIMIT_REASON);
  if (!split?.ok) throw new AppError(ErrorCode.REFUSED, Reason.INSUFFICIENT_BALANCE);
  return split;
}

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
    order: { orderNo: string; kind: string; title: string };
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
  reference: { note: string; now: Date; machine?: MachineReference },
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
 * Money coming in to one pocket: a QR top-up (which also counts towards membership), a coupon
 * top-up, or a grant.
 */
export async function deposit(
  tx: Db,
  userId: number,
  amountFen: Fen,
  reference: MoneyReference & { kind: 'top_up' | 'coupon_top_up' | 'grant' | 'voucher_grant' },
): Promise<{ balanceAfter: Fen }> {
  const pocket = reference.kind === 'voucher_grant' ? 'vouchers' : 'balance';
  const moved = await applyLedgerEntry(tx, { ...reference, userId, pocket, amount: amountFen });
  if (reference.kind === 'top_up') {
    await addAccumulatedTopUp(tx, userId, amountFen);
    await addPaidIn(tx, userId, amountFen);
  }
  return moved;
}

/**
 * A staff credit or debit of one pocket (issue 11): a ledger row of kind `adjustment` under the
 * wallet's row lock. A debit never takes the pocket below zero (nor deeper into credit). Answers
 * the pocket before and after.
 */
export async function adjustPocket(
  tx: Db,
  userId: number,
  change: { pocket: LedgerPocket; amountFen: Fen },
  reference: MoneyReference,
): Promise<{ beforeFen: Fen; afterFen: Fen }> {
  const wallet = await lockWallet(tx, userId);
  const beforeFen = change.pocket === 'balance' ? wallet.money : wallet.powerMoney;
  if (change.amountFen < 0 && beforeFen + change.amountFen < 0) {
    const holds = fenToYuan(Math.max(0, beforeFen)).toFixed(2);
    throw refused(`${change.pocket}: the debit would take it below zero (it holds ${holds})`);
  }
  const moved = await applyLedgerEntry(tx, {
    ...reference,
    userId,
    pocket: change.pocket,
    kind: 'adjustment',
    amount: change.amountFen,
  });
  return { beforeFen, afterFen: moved.balanceAfter };
}

/** Why a top-up refund may not take its amount: the balance holds less. */
export function overBalanceReason(balanceFen: Fen): string {
  return `amount: more than the balance holds (${fenToYuan(Math.max(0, balanceFen)).toFixed(2)}); money already spent is not refunded`;
}

/** What a top-up refund's ledger rows name: the order refunded, and why. */
export interface TopUpRefundReference {
  outTradeNo: string;
  note: string;
  now: Date;
}

/**
 * Money of a paid top-up going back to its payer (issue 19): the balance debit (ledger kind
 * `top_up_refund`) under the wallet's row lock, refused beyond what the balance holds (money
 * already spent, or the credit line, is never refunded). The amount no longer counts towards
 * membership, nor as a referred customer's paid-in money. Answers the balance before and after.
 */
export async function takeForTopUpRefund(
  tx: Db,
  userId: number,
  amountFen: Fen,
  reference: TopUpRefundReference,
): Promise<{ beforeFen: Fen; afterFen: Fen }> {
  const wallet = await lockWallet(tx, userId);
  if (amountFen > wallet.money) throw refused(overBalanceReason(wallet.money));
  const moved = await applyLedgerEntry(tx, {
    userId,
    pocket: 'balance',
    kind: 'top_up_refund',
    amount: -amountFen,
    refType: 'top_up_order',
    refId: reference.outTradeNo,
    note: reference.note,
    now: reference.now,
  });
  await takeBackAccumulatedTopUp(tx, userId, amountFen);
  await takeBackPaidIn(tx, userId, amountFen);
  return { beforeFen: wallet.money, afterFen: moved.balanceAfter };
}

/**
 * A top-up refund the gateway refused: its amount back to the balance (a `top_up_refund` ledger
 * row with a positive amount), counting again towards membership and as paid in.
 */
export async function returnTopUpRefund(
  tx: Db,
  userId: number,
  amountFen: Fen,
  reference: TopUpRefundReference,
): Promise<{ afterFen: Fen }> {
  await lockWallet(tx, userId);
  const moved = await applyLedgerEntry(tx, {
    userId,
    pocket: 'balance',
    kind: 'top_up_refund',
    amount: amountFen,
    refType: 'top_up_order',
    refId: reference.outTradeNo,
    note: reference.note,
    now: reference.now,
  });
  await addAccumulatedTopUp(tx, userId, amountFen);
  await addPaidIn(tx, userId, amountFen);
  return { afterFen: moved.balanceAfter };
}

/**
 * Buys compute vouchers with balance (only real balance: no one goes into debt for vouchers): the
 * purchase order and both pockets' ledger rows, under the lock `lockPayer` took.
 */
export async function exchangeForVouchers(
  tx: Db,
  userId: number,
  exchange: { priceFen: Fen; faceFen: Fen },
  reference: { orderNo: string; title: string; now: Date },
) {
  const { orderNo, title, now } = reference;
  await insertOrder(tx, {
    orderNo,
    userId,
    kind: 'voucher_pack',
    title,
    amount: exchange.priceFen,
    paidBalance: exchange.priceFen,
    createdAt: now,
    paidAt: now,
  });
  const ledger = {
    userId,
    refType: 'order',
    refId: orderNo,
    note: title,
    kind: 'voucher_purchase' as const,
    now,
  };
  const money = await applyLedgerEntry(tx, { ...ledger, pocket: 'balance', amount: -exchange.priceFen });
  const vouchers = await applyLedgerEntry(tx, { ...ledger, pocket: 'vouchers', amount: exchange.faceFen });
  return { moneyFen: money.balanceAfter, vouchersFen: vouchers.balanceAfter };
}

/**
 * The billing tick's step: charges every due pay-as-you-go hour `due` selects, set-based (see
 * chargeHours). Answers one row per ledger row written.
 */
export async function chargeDueHours(tx: Db, due: SQL, now: Date) {
  const nowText = now.toISOString();
  const ref = `tick:${nowText}`;
  const rows = await chargeHours(tx, due, nowText, ref);
  // The partners' earnings on these hours, in the same transaction (issue 15): commission on what
  // referred customers' balances paid, and machine partners' shares of the hours their hosts billed.
  const balanceRows = rows.filter((row) => row.pocket === 'balance').map((row) => row.id);
  await lockPartnersInOrder(tx, partnersOfTick(balanceRows, nowText));
  if (balanceRows.length > 0) await accrueCommissions(tx, balanceRows, ref, nowText);
  await accrueMachineIncome(tx, nowText);
  // Points for the hours paid from balances (issue 18), set-based, under the wallets' locks.
  if (balanceRows.length > 0) await accrueSpendingPoints(tx, balanceRows, nowText);
  return rows;
}

/**
 * Gives back the pay-as-you-go hours an instance was charged from `fromHour` on, hours its machine
 * never ran in (it was lost behind the product's back, see the domain's firstHourNotRun): each
 * tick's hours to the pockets that tick took them from, vouchers in the tick's proportion rounded
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
  at: { fromHour: number; now: Date },
): Promise<{ hours: number; amountFen: Fen }> {
  const gone = await deleteChargedHoursFrom(tx, instance.id, at.fromHour);
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
  const hours = gone.length;
  await refund(
    tx,
    { userId: instance.userId, subAccountId: instance.subAccountId },
    { vouchersFen, balanceFen: amountFen - vouchersFen },
    {
      refType: 'instance',
      refId: instance.name,
      note: `${hours} pay-as-you-go hours not run`,
      now: at.now,
      machine: { hostId: instance.hostId, gpuHours: -hours * instance.gpuCount },
    },
  );
  return { hours, amountFen };
}

/**
 * The billing tick's storage step (issue 17): charges every due storage day `due` selects,
 * set-based, by the same statement as the hours (see chargeStorage). Storage earns no partner
 * commission and no machine income: partners earn on compute. Answers one row per ledger row.
 */
export async function chargeStorageDays(tx: Db, due: SQL, now: Date) {
  const nowText = now.toISOString();
  const rows = await chargeStorage(tx, due, nowText, `tick:${nowText}`);
  // Storage paid from balances earns points (issue 18) as an order's storage does.
  const balanceRows = rows.filter((row) => row.pocket === 'balance').map((row) => row.id);
  if (balanceRows.length > 0) await accrueSpendingPoints(tx, balanceRows, nowText);
  return rows;
}

/**
 * Counts (part of) a storage subject's day as paid by an order just charged, so the tick does not
 * charge that day again.
 */
export function markDayPaid(tx: Db, day: Parameters<typeof insertPaidDay>[1]): Promise<void> {
  return insertPaidDay(tx, day);
}

/**
 * Counts an hour as paid without charging it (a prepaid period's hour in progress when the
 * instance turns pay-as-you-go), so the tick does not charge it again.
 */
export function markHourPaid(
  tx: Db,
  hour: { instanceId: number; hourIndex: number; userId: number; now: Date },
): Promise<void> {
  return insertPaidHour(tx, hour);
}

/**
 * Settles a sales partner's earnings (issue 15): everything earned before `cutoff` becomes
 * withdrawable, once per partner and `runKey`. Serialised with the billing tick, which accrues.
 */
export async function settlePartnerEarnings(tx: Db, run: { cutoff: Date; runKey: string; now: Date }) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('billing-tick'))`);
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
    note: 'withdrawal to a bank account',
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
    note: 'withdrawal refused',
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
    note: 'moved to the balance',
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
    note: 'sales-partner earnings',
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
