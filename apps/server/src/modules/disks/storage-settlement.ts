import { type StorageKind, splitPayment, storageDayAt, storageQuote } from '@gpucloud/domain';
import type { Db } from '../../core/db';
import type { SystemText } from '../../core/messaging/system-text';
import { newOrderNo } from '../../core/order-numbers';
import { recordKeySpend } from '../openApi';
import { charge, chargeStorageDays, lockPayer, markDayPaid, type Payer, payableSplit } from '../wallet';
import { chargedOnDay, dueDaysOf } from './disks.repository';

/**
 * A storage subject changing size (issue 17), inside the caller's transaction, after its payer's
 * wallet is locked: first the days the tick has not charged yet are charged at the old size (the
 * tick's own statement, for this subject alone), then the quote of the new size against what today
 * was charged (a quote alone settles nothing). `payNow` takes the rest of today at once by an order.
 */
export async function quoteResize(
  tx: Db,
  subject: { kind: StorageKind; id: number | null; toGb: number },
  now: Date,
  settle: boolean,
) {
  const today = storageDayAt(now.getTime());
  if (settle && subject.id !== null)
    await chargeStorageDays(tx, dueDaysOf(now, { kind: subject.kind, id: subject.id }), now);
  const chargedToday = subject.id === null ? 0 : await chargedOnDay(tx, subject.kind, subject.id, today);
  return { today, quote: storageQuote(subject.kind, subject.toGb, chargedToday) };
}

/**
 * Takes `amountFen` for a storage subject now: an order and its ledger rows. Paid through an
 * open-API key (`accessKeyId`), the order counts toward the key's monthly spend cap, or is refused.
 */
export async function payNow(
  tx: Db,
  payer: Payer,
  pay: {
    kind: StorageKind;
    amountFen: number;
    title: SystemText;
    orderKind: string;
    now: Date;
    accessKeyId: number | undefined;
  },
) {
  const { forPayment, allowance } = await lockPayer(tx, payer);
  const split = payableSplit(pay.amountFen, splitPayment(pay.amountFen, forPayment), allowance);
  const orderNo = newOrderNo('P', pay.now);
  if (pay.amountFen > 0 && pay.accessKeyId !== undefined)
    await recordKeySpend(tx, pay.accessKeyId, { orderNo, amountFen: pay.amountFen, now: pay.now });
  if (pay.amountFen > 0)
    await charge(tx, payer, split, {
      order: { orderNo, kind: pay.orderKind, title: pay.title },
      kind: 'storage',
      now: pay.now,
    });
  return orderNo;
}

/** Records the part of today an order paid, so the tick does not charge it again. */
export function markPaidToday(
  tx: Db,
  day: { kind: StorageKind; subjectId: number; userId: number; amountFen: number; today: number; now: Date },
) {
  return markDayPaid(tx, {
    subjectKind: day.kind,
    subjectId: day.subjectId,
    dayIndex: day.today,
    userId: day.userId,
    amount: day.amountFen,
    now: day.now,
  });
}

/**
 * Pays the rest of today for a storage subject that exists (growing it, or adding to it): the
 * order of `payNow`, and today marked as paid by it so the tick charges from tomorrow.
 */
export async function payRestOfToday(
  tx: Db,
  payer: Payer,
  pay: {
    kind: StorageKind;
    subjectId: number;
    amountFen: number;
    today: number;
    title: SystemText;
    orderKind: string;
    now: Date;
    accessKeyId: number | undefined;
  },
) {
  const orderNo = await payNow(tx, payer, pay);
  if (pay.amountFen > 0)
    await markPaidToday(tx, {
      kind: pay.kind,
      subjectId: pay.subjectId,
      userId: payer.userId,
      amountFen: pay.amountFen,
      today: pay.today,
      now: pay.now,
    });
  return orderNo;
}
