import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';

/**
 * Platform notices (markdown); the web keeps the latest seen Id under NOTICE. A null `publishedAt`
 * is a draft that only staff see (a new one, or one taken off the board).
 */
export const notices = pgTable('notices', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  content: text().notNull(),
  publishedAt: instant(),
  createdAt: createdAt(),
  updatedAt: instant().notNull().defaultNow(),
});

/** Store-page banners, in display order; `link` is an in-app path or an absolute URL. */
export const banners = pgTable('banners', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  subtitle: text().notNull().default(''),
  link: text().notNull().default(''),
  sortOrder: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  createdAt: createdAt(),
});
