import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns';
/** The simulated fleet's own records (what a hypervisor would know), kept apart from our instances. */
export const simulatedMachines = pgTable('simulated_machines', {
  ref: text().primaryKey(),
  instanceId: integer().notNull(),
  hostName: text().notNull(),
  state: text().notNull(),
  image: text().notNull(),
  system: text({ enum: ['linux', 'windows'] })
    .notNull()
    .default('linux'),
  gpuCount: integer().notNull(),
  sshPort: integer().notNull(),
  password: text().notNull(),
  createdAt: createdAt(),
});
