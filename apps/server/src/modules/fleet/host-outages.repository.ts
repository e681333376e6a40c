import type { OutageCause } from '@gpucloud/contracts';
import { BILLABLE_STATES } from '@gpucloud/domain';
import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../core/db';
import { instancePeriods, instances } from '../../db/schema/instances/instances.table';
import { hostOutageInstances, hostOutages } from '../../db/schema/store/host-outages.table';
import { sqlList } from '../../db/sql-list';

export type OutageRow = typeof hostOutages.$inferSelect;
export type { OutageCause };

/** The host's outage not settled yet (open, or closed within its merge window), row locked. */
export async function lockUnsettledOutage(tx: Db, hostId: number): Promise<OutageRow | null> {
  const [row] = await tx
    .select()
    .from(hostOutages)
    .where(and(eq(hostOutages.hostId, hostId), isNull(hostOutages.settledAt)))
    .for('update');
  return row ?? null;
}

/** When the host's last settled outage ended: a new one never starts before it (no time credited twice). */
export async function lastOutageEnd(tx: Db, hostId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ endedAt: hostOutages.endedAt })
    .from(hostOutages)
    .where(and(eq(hostOutages.hostId, hostId), isNotNull(hostOutages.endedAt)))
    .orderBy(desc(hostOutages.endedAt))
    .limit(1);
  return row?.endedAt ?? null;
}

export async function insertOutage(
  tx: Db,
  row: { hostId: number; cause: OutageCause; startedAt: Date; staffId: number | null },
): Promise<OutageRow> {
  const [inserted] = await tx.insert(hostOutages).values(row).returning();
  if (!inserted) throw new Error('insert into host_outages returned no row');
  return inserted;
}

export async function setOutageEnd(
  tx: Db,
  id: number,
  values: { endedAt: Date | null; staffId?: number | null },
): Promise<void> {
  await tx.update(hostOutages).set(values).where(eq(hostOutages.id, id));
}

/**
 * Records the instances running on the host as affected by the outage (once: the key), with their
 * rows locked; answers the pay-as-you-go ones newly recorded, whose minutes up to the outage are
 * charged now.
 */
export function addAffectedInstances(tx: Db, outageId: number, hostId: number) {
  return executeRows<{ instance_id: number; billing_mode: string; created_at: string | Date }>(
    tx,
    sql`with running as (
          select id, billing_mode, created_at from instances
          where host_id = ${hostId} and status in ${sqlList(BILLABLE_STATES)}
          for update
        ),
        ins as (
          insert into host_outage_instances (outage_id, instance_id, billing_mode)
          select ${outageId}, id, billing_mode from running
          on conflict do nothing
          returning instance_id, billing_mode
        )
        select ins.instance_id, ins.billing_mode, r.created_at from ins join running r on r.id = ins.instance_id`,
  );
}

/** When the unsettled outage holding an instance started, if one does (its minutes after it are not charged). */
export async function unsettledOutageStart(tx: Db, instanceId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ startedAt: hostOutages.startedAt })
    .from(hostOutageInstances)
    .innerJoin(hostOutages, eq(hostOutages.id, hostOutageInstances.outageId))
    .where(and(eq(hostOutageInstances.instanceId, instanceId), isNull(hostOutageInstances.settledAt)))
    .limit(1);
  return row?.startedAt ?? null;
}

/** Closed outages past their merge window and not settled: what the settlement credits. */
export async function outagesToSettle(db: Db, closedBefore: Date): Promise<number[]> {
  const rows = await db
    .select({ id: hostOutages.id })
    .from(hostOutages)
    .where(and(isNull(hostOutages.settledAt), lte(hostOutages.endedAt, closedBefore)))
    .orderBy(asc(hostOutages.id));
  return rows.map((row) => row.id);
}

/** The outage, row locked, if it is closed before `closedBefore` and not settled. */
export async function lockOutageToSettle(tx: Db, id: number, closedBefore: Date): Promise<OutageRow | null> {
  const [row] = await tx
    .select()
    .from(hostOutages)
    .where(and(eq(hostOutages.id, id), isNull(hostOutages.settledAt), lte(hostOutages.endedAt, closedBefore)))
    .for('update');
  return row ?? null;
}

/** The outage's instances not credited yet, with their instance rows locked. */
export function affectedToSettle(tx: Db, outageId: number) {
  return tx
    .select({
      id: instances.id,
      userId: instances.userId,
      subAccountId: instances.subAccountId,
      name: instances.name,
      billingMode: hostOutageInstances.billingMode,
      status: instances.status,
      createdAt: instances.createdAt,
      stoppedAt: instances.stoppedAt,
      chargedToMinute: instances.chargedToMinute,
    })
    .from(hostOutageInstances)
    .innerJoin(instances, eq(instances.id, hostOutageInstances.instanceId))
    .where(and(eq(hostOutageInstances.outageId, outageId), isNull(hostOutageInstances.settledAt)))
    .orderBy(asc(instances.id))
    .for('update', { of: instances });
}

export function periodsOf(tx: Db, instanceId: number) {
  return tx
    .select({
      startsAt: instancePeriods.startsAt,
      endsAt: instancePeriods.endsAt,
      amount: instancePeriods.amount,
    })
    .from(instancePeriods)
    .where(eq(instancePeriods.instanceId, instanceId));
}

export async function settleAffected(
  tx: Db,
  key: { outageId: number; instanceId: number },
  result: { lostMinutes: number; creditedVouchers: number; unchargedMinutes: number; at: Date },
): Promise<void> {
  await tx
    .update(hostOutageInstances)
    .set({
      lostMinutes: result.lostMinutes,
      creditedVouchers: result.creditedVouchers,
      unchargedMinutes: result.unchargedMinutes,
      settledAt: result.at,
    })
    .where(
      and(
        eq(hostOutageInstances.outageId, key.outageId),
        eq(hostOutageInstances.instanceId, key.instanceId),
        isNull(hostOutageInstances.settledAt),
      ),
    );
}

/** Settles the outage with the totals of every credit it made. */
export async function settleOutageRow(tx: Db, id: number, at: Date): Promise<OutageRow | null> {
  const [row] = await tx
    .update(hostOutages)
    .set({
      settledAt: at,
      creditedVouchers: sql`(select coalesce(sum(credited_vouchers), 0) from host_outage_instances where outage_id = ${id})`,
      unchargedMinutes: sql`(select coalesce(sum(uncharged_minutes), 0) from host_outage_instances where outage_id = ${id})`,
    })
    .where(eq(hostOutages.id, id))
    .returning();
  return row ?? null;
}

/** A host's latest outages with their number of affected instances, newest first. */
export function listOutagesOfHost(db: Db, hostId: number, limit: number) {
  return db
    .select({
      outage: hostOutages,
      instances:
        sql<number>`(select count(*) from host_outage_instances oi where oi.outage_id = ${hostOutages.id})::integer`.mapWith(
          Number,
        ),
    })
    .from(hostOutages)
    .where(eq(hostOutages.hostId, hostId))
    .orderBy(desc(hostOutages.startedAt))
    .limit(limit);
}
