import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@gpucloud/contracts';
import { and, arrayContains, asc, count, desc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { type PageRequest, readPage } from '../../db/paging';
import { users } from '../../db/schema/account/account.table';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks/webhooks.table';

export type WebhookEndpointRecord = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRecord = typeof webhookDeliveries.$inferSelect;
type NewEndpoint = typeof webhookEndpoints.$inferInsert;

function ownedBy(userId: number, id: number) {
  return and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id));
}

export async function listEndpointsOf(db: Db, userId: number): Promise<WebhookEndpointRecord[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.id));
}

export async function countEndpointsOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  return row?.n ?? 0;
}

/** Locks the main account's user row: one endpoint count per account at a time. */
export async function lockWebhookAccount(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findEndpoint(db: Db, userId: number, id: number) {
  const [row] = await db.select().from(webhookEndpoints).where(ownedBy(userId, id));
  return row ?? null;
}

export async function insertEndpoint(tx: Db, values: NewEndpoint): Promise<WebhookEndpointRecord> {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('webhook endpoint insert returned nothing');
  return row;
}

export async function updateEndpoint(
  db: Db,
  userId: number,
  id: number,
  fields: Partial<Omit<NewEndpoint, 'id' | 'userId' | 'createdAt'>>,
) {
  const [row] = await db.update(webhookEndpoints).set(fields).where(ownedBy(userId, id)).returning();
  return row ?? null;
}

export async function deleteEndpoint(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(ownedBy(userId, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/**
 * The outbox write: one event for each enabled endpoint of the account subscribed to its type, in
 * the caller's transaction, all with one event id. Answers how many endpoints will be told.
 */
export async function insertEventForSubscribers(
  tx: Db,
  event: { userId: number; type: WebhookEventType; data: Record<string, unknown>; now: Date },
): Promise<number> {
  const subscribers = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.userId, event.userId),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, [event.type]),
      ),
    );
  if (subscribers.length === 0) return 0;
  const eventId = randomUUID();
  await tx.insert(webhookDeliveries).values(
    subscribers.map((endpoint) => ({
      endpointId: endpoint.id,
      eventId,
      eventType: event.type,
      payload: event.data,
      createdAt: event.now,
    })),
  );
  return subscribers.length;
}

/** One event for one endpoint, due at once (a test event), claimed by `leaseUntil`. */
export async function insertClaimedDelivery(
  tx: Db,
  values: {
    endpointId: number;
    eventType: WebhookEventType;
    data: Record<string, unknown>;
    now: Date;
    leaseUntil: Date;
  },
): Promise<WebhookDeliveryRecord> {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      endpointId: values.endpointId,
      eventId: randomUUID(),
      eventType: values.eventType,
      payload: values.data,
      createdAt: values.now,
      nextAttemptAt: values.leaseUntil,
    })
    .returning();
  if (!row) throw new Error('webhook delivery insert returned nothing');
  return row;
}

export interface ClaimedDelivery {
  delivery: WebhookDeliveryRecord;
  endpoint: WebhookEndpointRecord;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints: rows another process holds are skipped
 * (SKIP LOCKED) and each claimed row's next attempt moves to `leaseUntil`, so after this transaction
 * commits no other process takes it until the lease ends (a process that dies mid-send leaves it
 * to be tried again then).
 */
export async function claimDueDeliveries(
  tx: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const due = await tx
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.state, 'pending'),
        eq(webhookEndpoints.enabled, true),
        or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(webhookDeliveries.id))
    .limit(limit)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  for (const row of due) {
    await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: leaseUntil })
      .where(eq(webhookDeliveries.id, row.delivery.id));
  }
  return due;
}

/** The outcome of one attempt on the delivery. */
export async function recordAttempt(
  tx: Db,
  id: number,
  fields: Pick<
    WebhookDeliveryRecord,
    | 'state'
    | 'attempts'
    | 'nextAttemptAt'
    | 'firstAttemptAt'
    | 'lastAttemptAt'
    | 'lastStatusCode'
    | 'lastResponse'
    | 'lastDurationMs'
  >,
): Promise<WebhookDeliveryRecord | null> {
  const [row] = await tx
    .update(webhookDeliveries)
    .set(fields)
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return row ?? null;
}

export async function lockEndpoint(tx: Db, id: number): Promise<WebhookEndpointRecord | null> {
  const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
  return row ?? null;
}

export async function setEndpointHealth(
  tx: Db,
  id: number,
  fields: Pick<NewEndpoint, 'failureStreak' | 'failingSince' | 'enabled' | 'disabledReason'>,
): Promise<void> {
  await tx.update(webhookEndpoints).set(fields).where(eq(webhookEndpoints.id, id));
}

export async function listDeliveries(db: Db, endpointId: number, page: PageRequest) {
  const where = eq(webhookDeliveries.endpointId, endpointId);
  return readPage(
    page,
    (window) =>
      db
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(webhookDeliveries).where(where),
  );
}
