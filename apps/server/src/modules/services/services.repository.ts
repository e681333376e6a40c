import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { instances } from '../../db/schema/instances/instances.table';
import { serviceCodes } from '../../db/schema/services/service-codes.table';
import { hosts } from '../../db/schema/store/store.table';

export async function insertServiceCode(
  db: Db,
  row: { codeHash: string; instanceId: number; port: number; sessionId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(serviceCodes).values(row);
}

/** Uses up a live code in one statement (any process, at most once); null when unknown, used or expired. */
export async function useServiceCode(db: Db, codeHash: string, now: Date) {
  const [row] = await db
    .update(serviceCodes)
    .set({ usedAt: now })
    .where(
      and(eq(serviceCodes.codeHash, codeHash), isNull(serviceCodes.usedAt), gt(serviceCodes.expiresAt, now)),
    )
    .returning();
  return row ?? null;
}

/** Codes past their end are of no use to anyone: swept as new ones are made. */
export async function deleteExpiredCodes(db: Db, before: Date): Promise<void> {
  await db.delete(serviceCodes).where(lt(serviceCodes.expiresAt, before));
}

/** Whether a host lets its instances' services open (true for a host not found: the instance decides). */
export async function hostServicesEnabled(db: Db, hostId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: hosts.servicesEnabled })
    .from(hosts)
    .where(eq(hosts.id, hostId))
    .limit(1);
  return row?.enabled ?? true;
}

/** A customer's live instances (not released), for support's view of their service addresses. */
export async function liveInstancesOf(db: Db, userId: number) {
  return db
    .select({ id: instances.id, name: instances.name, status: instances.status })
    .from(instances)
    .where(and(eq(instances.userId, userId), ne(instances.status, 'released')))
    .orderBy(instances.id);
}
