import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';
import { users } from '../account/account.table';

/**
 * Categories of the docs centre, a tree: `parentId` null at the top level, `sortOrder` among
 * siblings. Search runs ILIKE over the article columns: PGlite here loads no pg_trgm, so there is
 * no trigram index (the docs centre holds a few hundred articles at most).
 */
export const docCategories = pgTable(
  'doc_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer().references((): AnyPgColumn => docCategories.id),
    nameZh: text().notNull(),
    nameEn: text().notNull(),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [index('doc_categories_parent_idx').on(t.parentId, t.sortOrder)],
);

/** An article in both languages; a null `publishedAt` is a draft only staff see. */
export const docArticles = pgTable(
  'doc_articles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer()
      .notNull()
      .references(() => docCategories.id),
    titleZh: text().notNull().default(''),
    titleEn: text().notNull().default(''),
    bodyZh: text().notNull().default(''),
    bodyEn: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
    publishedAt: instant(),
    /** Kept equal to the votes below, changed in the vote's transaction under the article's row lock. */
    helpfulCount: integer().notNull().default(0),
    notHelpfulCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [index('doc_articles_category_idx').on(t.categoryId, t.sortOrder)],
);

/** One vote per account and article: the primary key makes a second vote an update, never a row. */
export const docVotes = pgTable(
  'doc_votes',
  {
    articleId: integer()
      .notNull()
      .references(() => docArticles.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    helpful: boolean().notNull(),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] })],
);
