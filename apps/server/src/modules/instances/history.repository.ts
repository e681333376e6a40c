import type { InstanceEvent } from '@gpucloud/contracts';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { type PageRequest, readPage } from '../../db/paging';
import { instanceEvents, instancePeriods } from '../../db/schema/instances/instances.table';

export async function recordEvent(
  db: Db,
  instanceId: number,
  event: InstanceEvent,
  detail: string,
  now: Date,
): Promise<void> {
  await db.insert(instanceEvents).values({ instanceId, event, detail, createdAt: now });
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
