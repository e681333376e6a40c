import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

export const IMAGE_SYSTEMS = ['linux', 'windows'] as const;

/** Public images a person can start an instance from (SPEC §3: Label, System, ShortDisplayName). */
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
