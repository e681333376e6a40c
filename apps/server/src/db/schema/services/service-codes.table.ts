import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from '../../columns';
import { instances } from '../instances/instances.table';
import { sessions } from '../sessions/sessions.table';

/**
 * The single-use codes that carry a console session onto a service origin (issue 40): stored as
 * their SHA-256 only, bound to the instance, the port and the session that asked, used once
 * (`usedAt`) within about a minute, by whichever server process the browser reaches.
 */
export const serviceCodes = pgTable(
  'service_codes',
  {
    codeHash: text().primaryKey(),
    instanceId: integer()
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    port: integer().notNull(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (t) => [index('service_codes_expires_idx').on(t.expiresAt)],
);
