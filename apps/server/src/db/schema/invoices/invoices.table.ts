import { INVOICE_MODES, INVOICE_STATUSES, INVOICE_TITLE_KINDS, INVOICE_TYPES } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../../columns';
import { users } from '../account/account.table';
import { staffMembers } from '../staff/staff.table';

/** Who invoices are made out to: a person's name, or a company with its taxpayer id and bank. */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: INVOICE_TITLE_KINDS }).notNull(),
    name: text().notNull(),
    taxpayerId: text().notNull().default(''),
    address: text().notNull().default(''),
    phone: text().notNull().default(''),
    bank: text().notNull().default(''),
    account: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_titles_user_idx').on(t.userId),
    uniqueIndex('invoice_titles_one_default').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
export type InvoiceTitleRow = typeof invoiceTitles.$inferSelect;

/** The title as it was when the application was made: later edits do not change an invoice. */
export interface TitleSnapshot {
  kind: (typeof INVOICE_TITLE_KINDS)[number];
  name: string;
  taxpayerId: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
}

/** Applications and the invoices finance issued from them. */
export const invoiceRecords = pgTable(
  'invoice_records',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: text({ enum: INVOICE_STATUSES }).notNull().default('applied'),
    invoiceType: text({ enum: INVOICE_TYPES }).notNull(),
    mode: text({ enum: INVOICE_MODES }).notNull(),
    amount: fen().notNull(),
    title: jsonb().$type<TitleSnapshot>().notNull(),
    email: text().notNull(),
    reason: text().notNull().default(''),
    number: text().notNull().default(''),
    fileKey: text(),
    staffId: integer().references(() => staffMembers.id),
    createdAt: createdAt(),
    decidedAt: instant(),
  },
  (t) => [
    index('invoice_records_user_idx').on(t.userId, t.createdAt),
    index('invoice_records_status_idx').on(t.status, t.createdAt),
    uniqueIndex('invoice_records_number_key').on(t.number).where(sql`${t.number} <> ''`),
  ],
);
export type InvoiceRecordRow = typeof invoiceRecords.$inferSelect;

/**
 * What an application claims: top-ups by order number, or months (YYYY-MM). An item is `active` while
 * its record is applied or issued; one active claim per top-up or month is what makes two racing
 * applications end in one invoice.
 */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    recordId: integer()
      .notNull()
      .references(() => invoiceRecords.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: ['top_up', 'month'] }).notNull(),
    ref: text().notNull(),
    amount: fen().notNull(),
    active: boolean().notNull().default(true),
  },
  (t) => [
    index('invoice_items_record_idx').on(t.recordId),
    uniqueIndex('invoice_items_one_claim').on(t.userId, t.kind, t.ref).where(sql`${t.active}`),
  ],
);
export type InvoiceItemRow = typeof invoiceItems.$inferSelect;
