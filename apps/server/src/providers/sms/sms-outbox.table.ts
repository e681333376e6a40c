import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** Every SMS the outbox provider "sends": the default provider delivers nothing outside. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    phone: text().notNull(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.createdAt)],
);
