import { and, desc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { instances } from '../../db/schema/instances/instances.table';
import { terminalSessions, terminalTickets } from '../../db/schema/terminal/terminal.table';

export interface TicketHolder {
  instanceId: number;
  userId: number;
  subAccountId: number | null;
}

export async function insertTicket(
  db: Db,
  ticket: TicketHolder & { hash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(terminalTickets).values(ticket);
}

/** Forgets tickets that expired before `before` (used or not: they open nothing any more). */
export async function deleteTicketsExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.delete(terminalTickets).where(lt(terminalTickets.expiresAt, before));
}

/**
 * Uses a ticket: one guarded update, so of two sockets (in any processes) opened with the same
 * ticket exactly one gets it. Null for an unknown, used or expired ticket, alike.
 */
export async function consumeTicket(db: Db, hash: string, now: Date): Promise<TicketHolder | null> {
  const [row] = await db
    .update(terminalTickets)
    .set({ usedAt: now })
    .where(
      and(eq(terminalTickets.hash, hash), isNull(terminalTickets.usedAt), gt(terminalTickets.expiresAt, now)),
    )
    .returning({
      instanceId: terminalTickets.instanceId,
      userId: terminalTickets.userId,
      subAccountId: terminalTickets.subAccountId,
    });
  return row ?? null;
}

export async function insertSession(
  db: Db,
  session: TicketHolder & { ip: string; userAgent: string; openedAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(terminalSessions)
    .values({ ...session, lastSeenAt: session.openedAt })
    .returning({ id: terminalSessions.id });
  if (!row) throw new Error('terminal session not recorded');
  return row.id;
}

export async function closeSession(db: Db, id: number, closedAt: Date, reason: string): Promise<void> {
  await db
    .update(terminalSessions)
    .set({ closedAt, closeReason: reason })
    .where(and(eq(terminalSessions.id, id), isNull(terminalSessions.closedAt)));
}

/** The serving process still holds this open terminal (its periodic check). */
export async function touchSession(db: Db, id: number, seenAt: Date): Promise<void> {
  await db
    .update(terminalSessions)
    .set({ lastSeenAt: seenAt })
    .where(and(eq(terminalSessions.id, id), isNull(terminalSessions.closedAt)));
}

/**
 * Closes an account's open terminals no process has touched since `before` (their process was
 * killed without closing them) as `lost`, at the last time they were seen.
 */
export async function closeLostSessions(db: Db, userId: number, before: Date): Promise<void> {
  await db
    .update(terminalSessions)
    .set({ closedAt: terminalSessions.lastSeenAt, closeReason: 'lost' })
    .where(
      and(
        eq(terminalSessions.userId, userId),
        isNull(terminalSessions.closedAt),
        lt(terminalSessions.lastSeenAt, before),
      ),
    );
}

const sessionColumns = {
  id: terminalSessions.id,
  instanceId: terminalSessions.instanceId,
  instanceName: instances.name,
  subAccountId: terminalSessions.subAccountId,
  ip: terminalSessions.ip,
  userAgent: terminalSessions.userAgent,
  openedAt: terminalSessions.openedAt,
  closedAt: terminalSessions.closedAt,
  closeReason: terminalSessions.closeReason,
};

export type TerminalSessionRecord = Awaited<ReturnType<typeof listOpenSessions>>[number];

/** An account's open terminals (its sub-accounts' included), newest first. */
export function listOpenSessions(db: Db, userId: number) {
  return db
    .select(sessionColumns)
    .from(terminalSessions)
    .innerJoin(instances, eq(instances.id, terminalSessions.instanceId))
    .where(and(eq(terminalSessions.userId, userId), isNull(terminalSessions.closedAt)))
    .orderBy(desc(terminalSessions.openedAt), desc(terminalSessions.id))
    .limit(100);
}

/** An account's most recently closed terminals. */
export function listClosedSessions(db: Db, userId: number, limit: number) {
  return db
    .select(sessionColumns)
    .from(terminalSessions)
    .innerJoin(instances, eq(instances.id, terminalSessions.instanceId))
    .where(and(eq(terminalSessions.userId, userId), isNotNull(terminalSessions.closedAt)))
    .orderBy(desc(terminalSessions.closedAt), desc(terminalSessions.id))
    .limit(limit);
}
