import { WEBHOOK_DELIVERY_STATES } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';
import { users } from '../account/account.table';

/**
 * A main account's webhook endpoints (issue 45, point 4). The signing secret is sealed under the
 * data key (core/crypto) and answered in full only at creation and rotation. `failingSince` is the
 * first failed attempt since the last success: after 24 hours of that the endpoint is disabled with
 * `disabledReason` 'failures' and the owner told.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    url: text().notNull(),
    description: text().notNull().default(''),
    /** The subscribed event types (contracts' WEBHOOK_EVENTS). */
    events: text().array().notNull(),
    secretSealed: text().notNull(),
    /** The secret's last 4 characters, for the masked form. */
    secretHint: text().notNull(),
    enabled: boolean().notNull().default(true),
    disabledReason: text({ enum: ['owner', 'failures'] }),
    failureStreak: integer().notNull().default(0),
    failingSince: instant(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);

/**
 * One event for one endpoint: the outbox row written in the transaction of the change it tells of,
 * and then its delivery state. `eventId` is the id every attempt carries (receivers dedupe on it);
 * one event goes once to an endpoint. A pending row is claimed by moving `nextAttemptAt` forward
 * under FOR UPDATE SKIP LOCKED (a lease), so several server processes never send it twice at once.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text().notNull(),
    eventType: text().notNull(),
    /** The event's `data` object, sent the same on every attempt. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    state: text({ enum: WEBHOOK_DELIVERY_STATES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** Null: due now (a new event). Otherwise the next try, or the lease of the process sending it. */
    nextAttemptAt: instant(),
    /** The retries of an event end 24 hours after its first attempt. */
    firstAttemptAt: instant(),
    lastAttemptAt: instant(),
    lastStatusCode: integer(),
    lastResponse: text().notNull().default(''),
    lastDurationMs: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_key').on(t.endpointId, t.eventId),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);
