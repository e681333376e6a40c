import { IMAGE_SYSTEMS } from '@gpucloud/contracts';
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../columns';

/**
 * Public images a person can start an instance from (SPEC §3: Label, System, ShortDisplayName);
 * `isPublic` false: the fleet staff stopped offering it (running instances keep theirs).
 */
export const images = pgTable('images', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  label: text().notNull(),
  system: text({ enum: IMAGE_SYSTEMS }).notNull(),
  shortDisplayName: text().notNull(),
  description: text().notNull().default(''),
  isPublic: boolean().notNull().default(true),
  createdAt: createdAt(),
});
