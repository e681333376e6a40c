import type { InstanceEvent } from '@gpucloud/contracts';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { noteColumns, type StoredNote } from '../../core/messaging/system-text';
import { type PageRequest, readPage } from '../../db/paging';
import { instanceEvents, instancePeriods } from '../../db/schema/instances/instances.table';

/**
 * One event of an instance's history. Its detail is a system text (a code, read in the reader's
 * language) or a string the product does not compose (a machine's detail, an image's label).
 */
export async function recordEvent(
  db: Db,
  instanceId: number,
  event: InstanceEvent,
  detail: StoredNote,
  now: Date,
): Promise<void> {
  const { note, noteCode, noteParams } = noteColumns(detail);
  await db.insert(instanceEvents).values({
    instanceId,
    event,
    detail: note,
    detailCode: noteCode,
    detailParams: noteParams,
    createdAt: now,
  });
}

export async function listEvents(db: Db, instanceId: number, page: PageRequest) {
  const where = eq(instanceEvents.instanceId, instanceId);
  return readPage(
    page,
    (window) =>
      db
        .select()
        .from(instanceEvents)
        .where(where)
        .orderBy(desc(instanceEvents.createdAt), desc(instanceEvents.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(instanceEvents).where(where),
  );
}

export async function insertPeriod(tx: Db, period: typeof instancePeriods.$inferInsert): Promise<void> {
  await tx.insert(instancePeriods).values(period);
}

/** The periods that still reach past `now` as the domain's refund and re-pricing rules read them. */
export async function remainingPeriods(tx: Db, instanceId: number, now: Date) {
  const periods = await periodsEndingAfter(tx, instanceId, now);
  return periods.map((p) => ({
    id: p.id,
    startsAtMs: p.startsAt.getTime(),
    endsAtMs: p.endsAt.getTime(),
    amountFen: p.amount,
    vouchersFen: p.vouchers,
  }));
}

/** The periods that still reach past `now`, latest first. */
export async function periodsEndingAfter(tx: Db, instanceId: number, now: Date) {
  return tx
    .select()
    .from(instancePeriods)
    .where(and(eq(instancePeriods.instanceId, instanceId), gt(instancePeriods.endsAt, now)))
    .orderBy(desc(instancePeriods.endsAt));
}

export async function shortenPeriod(
  tx: Db,
  id: number,
  fields: { endsAt: Date; amount: number; vouchers: number },
): Promise<void> {
  await tx.update(instancePeriods).set(fields).where(eq(instancePeriods.id, id));
}
