import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';

/**
 * Platform notices (markdown) in both languages; the web keeps the latest seen Id under NOTICE. A
 * null `publishedAt` is a draft that only staff see (a new one, or one taken off the board).
 * `singleLanguage` is staff's mark that the notice goes out in one language only (the other empty).
 */
export const notices = pgTable('notices', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  titleEn: text().notNull().default(''),
  titleZh: text().notNull().default(''),
  contentEn: text().notNull().default(''),
  contentZh: text().notNull().default(''),
  singleLanguage: boolean().notNull().default(false),
  publishedAt: instant(),
  createdAt: createdAt(),
  updatedAt: instant().notNull().defaultNow(),
});

/**
 * Store-page banners in both languages, in display order; `link` is an in-app path or an absolute
 * URL; `singleLanguage` as for notices.
 */
export const banners = pgTable('banners', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  titleEn: text().notNull().default(''),
  titleZh: text().notNull().default(''),
  subtitleEn: text().notNull().default(''),
  subtitleZh: text().notNull().default(''),
  singleLanguage: boolean().notNull().default(false),
  link: text().notNull().default(''),
  sortOrder: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  createdAt: createdAt(),
});
