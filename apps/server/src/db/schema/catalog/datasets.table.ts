import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';
import { instances } from '../instances/instances.table';

/** One file of a dataset, as the catalogue lists it. */
export interface DatasetFileRow {
  name: string;
  sizeBytes: number;
}

/**
 * Public datasets (issue 18); customers see only published ones. `sizeBytes` is the sum of the
 * files, kept as a column so lists need not add them up.
 */
export const datasets = pgTable('datasets', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  nameEn: text().notNull(),
  description: text().notNull(),
  descriptionEn: text().notNull(),
  sizeBytes: bigint({ mode: 'number' }).notNull(),
  licence: text().notNull(),
  tags: jsonb().$type<string[]>().notNull().default([]),
  files: jsonb().$type<DatasetFileRow[]>().notNull().default([]),
  published: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: instant().notNull().defaultNow(),
});

/**
 * The datasets an instance was created with, mounted read-only; a dataset someone mounted cannot
 * be deleted (it can be unpublished), so what an instance shows stays true.
 */
export const instanceDatasets = pgTable(
  'instance_datasets',
  {
    instanceId: integer()
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    datasetId: integer()
      .notNull()
      .references(() => datasets.id),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.datasetId] })],
);
