import { PLUGIN_KINDS } from '@gpucloud/contracts';
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';
import { instances } from './instances.table';

/**
 * Plugins of an instance (issue 17): `installing` from the request until the provider answers
 * (the address and the token, sealed at rest), `removing` until it has removed it (then the row
 * goes), or failed with the reason. One row per plugin kind: installing twice is one plugin.
 */
export const instancePlugins = pgTable(
  'instance_plugins',
  {
    instanceId: integer()
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    plugin: text({ enum: PLUGIN_KINDS }).notNull(),
    state: text({ enum: ['installing', 'installed', 'removing', 'failed'] }).notNull(),
    url: text().notNull().default(''),
    tokenSealed: text().notNull().default(''),
    failReason: text().notNull().default(''),
    /** What runs for it on a real machine (jupyter-lab, jupyter-notebook, ...); empty on the simulated fleet. */
    program: text().notNull().default(''),
    createdAt: createdAt(),
    installedAt: instant(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.plugin] })],
);
