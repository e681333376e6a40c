import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../db/columns';

/**
 * The simulated fleet's own records (what a hypervisor would know), kept apart from our instances
 * and in the database, so the fleet outlives our process as a real engine would. A command in
 * progress is `pending` (the state it leads to) until `settleAt`; whoever looks after that moment
 * (the process's own timer or an inspection by any process) settles it, exactly once.
 */
export const simulatedMachines = pgTable('simulated_machines', {
  ref: text().primaryKey(),
  /** The create's idempotency key (the instance's name). */
  key: text().unique(),
  instanceId: integer().notNull(),
  hostName: text().notNull(),
  state: text().notNull(),
  pending: text(),
  pendingDetail: text().notNull().default(''),
  /** When the pending command finishes; null while it hangs (an injected fault). */
  settleAt: instant(),
  image: text().notNull(),
  system: text({ enum: ['linux', 'windows'] })
    .notNull()
    .default('linux'),
  gpuCount: integer().notNull(),
  sshPort: integer().notNull(),
  password: text().notNull(),
  createdAt: createdAt(),
});
