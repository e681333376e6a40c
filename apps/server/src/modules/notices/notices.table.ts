import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../db/columns';

/** Platform notices (markdown); the web keeps the latest seen Id under NOTICE. */
export const notices = pgTable('notices', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  content: text().notNull(),
  publishedAt: instant().notNull(),
  createdAt: createdAt(),
});
