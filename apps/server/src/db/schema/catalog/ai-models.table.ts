import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';
import { images } from '../images/images.table';
import { templates } from '../templates/templates.table';

/**
 * AI models offered for one-click deployment (issue 18): the platform image each runs on and the GPU
 * memory it needs decide where "deploy" sends the order page. Customers see only published ones.
 */
export const aiModels = pgTable('ai_models', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  publisher: text().notNull(),
  parameters: text().notNull(),
  licence: text().notNull(),
  gpuMemoryGb: integer().notNull(),
  recommendedGpu: text().notNull(),
  imageId: integer()
    .notNull()
    .references(() => images.id),
  /** The public template "deploy" starts from (issue 42); null: the image alone. */
  templateId: integer().references(() => templates.id),
  tags: jsonb().$type<string[]>().notNull().default([]),
  summary: text().notNull(),
  summaryEn: text().notNull(),
  description: text().notNull(),
  descriptionEn: text().notNull(),
  published: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: instant().notNull().defaultNow(),
});
