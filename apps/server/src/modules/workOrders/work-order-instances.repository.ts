import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { instances } from '../../db/schema/instances/instances.table';
import type { TicketOwner } from './work-order-tickets.repository';

/** A main account names any of the account's instances, a sub-account only its own. */
const nameableBy = (owner: TicketOwner) =>
  and(
    eq(instances.userId, owner.userId),
    owner.subAccountId === null ? undefined : eq(instances.subAccountId, owner.subAccountId),
  );

/**
 * An instance the caller may name in a ticket, whatever its state: a customer writes about the
 * machine that failed or that they released as often as about a running one.
 */
export async function findOwnedInstanceName(
  db: Db,
  owner: TicketOwner,
  name: string,
): Promise<string | null> {
  const [row] = await db
    .select({ name: instances.name })
    .from(instances)
    .where(and(eq(instances.name, name), nameableBy(owner)));
  return row?.name ?? null;
}

/** The caller's newest instances in any state, for the ticket form's picker. */
export function listNameableInstances(db: Db, owner: TicketOwner, limit: number) {
  return db
    .select({
      name: instances.name,
      kind: instances.kind,
      status: instances.status,
      releasedAt: instances.releasedAt,
      createdAt: instances.createdAt,
    })
    .from(instances)
    .where(nameableBy(owner))
    .orderBy(desc(instances.createdAt), desc(instances.id))
    .limit(limit);
}
