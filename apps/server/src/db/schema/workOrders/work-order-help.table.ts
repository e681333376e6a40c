import { WORK_ORDER_RESOURCE_TYPES } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';

/** Top level of what a ticket is about; names are unique so customers never see two alike. */
export const workOrderCategories = pgTable(
  'work_order_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    nameEn: text().notNull(),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('work_order_categories_name_key').on(t.name),
    uniqueIndex('work_order_categories_name_en_key').on(t.nameEn),
  ],
);

/** The question a customer picks; `resourceType` decides which resources the ticket form offers. */
export const workOrderSubcategories = pgTable(
  'work_order_subcategories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // No cascade: a category with subcategories is "in use" (100103) and is not deleted.
    categoryId: integer()
      .notNull()
      .references(() => workOrderCategories.id),
    name: text().notNull(),
    nameEn: text().notNull(),
    resourceType: text({ enum: WORK_ORDER_RESOURCE_TYPES }).notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('work_order_subcategories_name_key').on(t.categoryId, t.name),
    uniqueIndex('work_order_subcategories_name_en_key').on(t.categoryId, t.nameEn),
    check(
      'work_order_subcategories_resource_type_check',
      sql.raw(`resource_type in (${WORK_ORDER_RESOURCE_TYPES.map((type) => `'${type}'`).join(', ')})`),
    ),
  ],
);

/** Short markdown help shown before a ticket is written, in Chinese and English. */
export const workOrderDocuments = pgTable(
  'work_order_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subcategoryId: integer()
      .notNull()
      .references(() => workOrderSubcategories.id),
    title: text().notNull(),
    titleEn: text().notNull(),
    content: text().notNull(),
    contentEn: text().notNull(),
    sort: integer().notNull().default(0),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [index('work_order_documents_subcategory_idx').on(t.subcategoryId, t.sort)],
);
