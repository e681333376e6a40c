import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { autoStopRules } from '../../db/schema/autoStop/auto-stop-rules.table';
import { instances } from '../../db/schema/instances/instances.table';

export type AutoStopRecord = typeof autoStopRules.$inferSelect;
type RuleFields = Partial<Omit<AutoStopRecord, 'instanceId'>>;

export async function findRule(db: Db, instanceId: number): Promise<AutoStopRecord | null> {
  const [row] = await db
    .select()
    .from(autoStopRules)
    .where(eq(autoStopRules.instanceId, instanceId))
    .limit(1);
  return row ?? null;
}

/** Writes the fields given into an instance's rules, making its row when it has none. */
export async function saveRule(db: Db, instanceId: number, fields: RuleFields): Promise<AutoStopRecord> {
  const [row] = await db
    .insert(autoStopRules)
    .values({ instanceId, ...fields })
    .onConflictDoUpdate({ target: autoStopRules.instanceId, set: fields })
    .returning();
  if (!row) throw new Error('auto-stop rules were not saved');
  return row;
}

/** The rules of an owner's instances (a sub-account's own only) that have any rule set. */
export async function listRules(db: Db, owner: { userId: number; subAccountId: number | null }) {
  return db
    .select({ rule: autoStopRules, instance: instances })
    .from(autoStopRules)
    .innerJoin(instances, eq(instances.id, autoStopRules.instanceId))
    .where(
      and(
        eq(instances.userId, owner.userId),
        owner.subAccountId === null ? undefined : eq(instances.subAccountId, owner.subAccountId),
        isNull(instances.releasedAt),
        or(
          isNotNull(autoStopRules.stopAt),
          isNotNull(autoStopRules.idleMinutes),
          isNotNull(autoStopRules.command),
        ),
      ),
    )
    .orderBy(asc(autoStopRules.instanceId));
}

/**
 * Claims every time rule due at `now` (clearing it, so it fires once): rows another process holds
 * are skipped, and once it commits they are cleared, so no rule is claimed twice.
 */
export async function claimDueTimeRules(tx: Db, now: Date) {
  const due = await tx
    .select({ instanceId: autoStopRules.instanceId, stopAt: autoStopRules.stopAt })
    .from(autoStopRules)
    .where(lte(autoStopRules.stopAt, now))
    .orderBy(asc(autoStopRules.instanceId))
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  await tx
    .update(autoStopRules)
    .set({ stopAt: null, updatedAt: now })
    .where(
      inArray(
        autoStopRules.instanceId,
        due.map((row) => row.instanceId),
      ),
    );
  return due.map((row) => ({ instanceId: row.instanceId, stopAt: row.stopAt ?? now }));
}

/**
 * Claims up to `limit` idle or command rules of running instances that are due for a look, under a
 * lease until `leaseUntil`, so one process looks at each in a minute.
 */
export async function claimWatchedRules(
  db: Db,
  at: { now: Date; leaseUntil: Date; limit: number },
): Promise<AutoStopRecord[]> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: autoStopRules.instanceId })
      .from(autoStopRules)
      .innerJoin(instances, eq(instances.id, autoStopRules.instanceId))
      .where(
        and(
          or(isNotNull(autoStopRules.idleMinutes), isNotNull(autoStopRules.command)),
          or(isNull(autoStopRules.checkAfter), lte(autoStopRules.checkAfter, at.now)),
          eq(instances.status, 'running'),
        ),
      )
      .orderBy(asc(autoStopRules.instanceId))
      .limit(at.limit)
      .for('update', { of: autoStopRules, skipLocked: true });
    return tx
      .update(autoStopRules)
      .set({ checkAfter: at.leaseUntil })
      .where(inArray(autoStopRules.instanceId, due))
      .returning();
  });
}

/** Records the warning for an idle stretch; false when it was recorded already (or the rule changed). */
export async function markIdleWarned(
  tx: Db,
  rule: { instanceId: number; idleMinutes: number },
  stretch: Date,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(autoStopRules)
    .set({ idleWarnedFor: stretch, idleWarnedAt: now })
    .where(
      and(
        eq(autoStopRules.instanceId, rule.instanceId),
        eq(autoStopRules.idleMinutes, rule.idleMinutes),
        sql`${autoStopRules.idleWarnedFor} is distinct from ${stretch.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: autoStopRules.instanceId });
  return rows.length > 0;
}

/**
 * Claims the idle stop of a warned stretch: the warning is spent and idle time counts again from
 * now (the rule stays for the next start). False when another process claimed it or the rule changed.
 */
export async function claimIdleStop(
  tx: Db,
  rule: { instanceId: number; idleMinutes: number },
  stretch: Date,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(autoStopRules)
    .set({ idleWarnedFor: null, idleWarnedAt: null, idleCountFrom: now, updatedAt: now })
    .where(
      and(
        eq(autoStopRules.instanceId, rule.instanceId),
        eq(autoStopRules.idleMinutes, rule.idleMinutes),
        eq(autoStopRules.idleWarnedFor, stretch),
      ),
    )
    .returning({ id: autoStopRules.instanceId });
  return rows.length > 0;
}

/** Forgets the warning of an idle stretch that ended (a busy point came). */
export async function forgetIdleWarning(db: Db, instanceId: number): Promise<void> {
  await db
    .update(autoStopRules)
    .set({ idleWarnedFor: null, idleWarnedAt: null })
    .where(eq(autoStopRules.instanceId, instanceId));
}

/** Claims a command rule's end (clearing it, so it fires once); false when it was claimed or replaced. */
export async function claimCommandEnd(
  tx: Db,
  instanceId: number,
  commandKey: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(autoStopRules)
    .set({ command: null, commandKey: null, commandStartedAt: null, updatedAt: now })
    .where(and(eq(autoStopRules.instanceId, instanceId), eq(autoStopRules.commandKey, commandKey)))
    .returning({ id: autoStopRules.instanceId });
  return rows.length > 0;
}
