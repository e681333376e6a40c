import { WORK_ORDER_RESOURCE_TYPES } from '@gpucloud/contracts';
import { WORK_ORDER_STATES } from '@gpucloud/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';
import { subAccounts, users } from '../account/account.table';
import { staffMembers } from '../staff/staff.table';
import { workOrderSubcategories } from './work-order-help.table';

export const WORK_ORDER_AUTHORS = ['user', 'staff'] as const;

/**
 * Support tickets. The owner is the main account (`userId`) and, when a sub-account wrote it, that
 * sub-account: each sees only their own. `userReadAt` is when the owner last opened it.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subAccountId: integer().references(() => subAccounts.id),
    // No cascade: a subcategory with tickets is "in use" (100203). Null only on tickets older than it.
    subcategoryId: integer().references(() => workOrderSubcategories.id),
    title: text().notNull(),
    description: text().notNull().default(''),
    resourceType: text({ enum: WORK_ORDER_RESOURCE_TYPES }),
    /** The instance's name, for tickets about an instance or bare metal. */
    resourceId: text(),
    contactPhone: text().notNull().default(''),
    status: text({ enum: WORK_ORDER_STATES }).notNull().default('submitted'),
    assigneeId: integer().references(() => staffMembers.id),
    reopened: boolean().notNull().default(false),
    createdAt: createdAt(),
    /** The last message or change: lists sort by it. */
    updatedAt: instant().notNull().defaultNow(),
    firstReplyDueAt: instant(),
    firstRepliedAt: instant(),
    resolvedAt: instant(),
    closedAt: instant(),
    agreementAcceptedAt: instant(),
    /** The version of /workOrderAgreement in force when the ticket was written. */
    agreementVersion: integer(),
    userReadAt: instant(),
  },
  (t) => [
    index('work_orders_user_idx').on(t.userId),
    index('work_orders_status_created_idx').on(t.status, t.createdAt),
    index('work_orders_subcategory_idx').on(t.subcategoryId),
    check(
      'work_orders_status_check',
      sql.raw(`status in (${WORK_ORDER_STATES.map((state) => `'${state}'`).join(', ')})`),
    ),
  ],
);

/** The conversation: customer comments, staff replies and staff-only internal notes. */
export const workOrderComments = pgTable(
  'work_order_comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    workOrderId: integer()
      .notNull()
      .references(() => workOrders.id),
    author: text({ enum: WORK_ORDER_AUTHORS }).notNull(),
    staffId: integer().references(() => staffMembers.id),
    /** Never in a customer's answer. */
    internal: boolean().notNull().default(false),
    content: text().notNull(),
    createdAt: createdAt(),
    editedAt: instant(),
  },
  (t) => [
    index('work_order_comments_order_idx').on(t.workOrderId, t.createdAt),
    check('work_order_comments_internal_staff_check', sql`not internal or author = 'staff'`),
  ],
);

/**
 * Uploaded files: first waiting (no ticket), owned by whoever uploaded them, then part of a ticket
 * (and of one of its comments when a message carried them). The bytes live in the FileStore.
 */
export const workOrderFiles = pgTable(
  'work_order_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The customer who uploaded it; null for a staff upload (`staffId`). */
    userId: integer().references(() => users.id),
    subAccountId: integer().references(() => subAccounts.id),
    staffId: integer().references(() => staffMembers.id),
    workOrderId: integer().references(() => workOrders.id),
    commentId: integer().references(() => workOrderComments.id),
    fileKey: text().notNull().unique(),
    fileName: text().notNull(),
    fileType: text().notNull(),
    size: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('work_order_files_order_idx').on(t.workOrderId),
    index('work_order_files_user_waiting_idx').on(t.userId).where(sql`work_order_id is null`),
  ],
);

/** Who is told of a ticket's staff replies by SMS and email (the inbox always tells the owner). */
export const workOrderSubscriptions = pgTable(
  'work_order_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    workOrderId: integer()
      .notNull()
      .references(() => workOrders.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('work_order_subscriptions_order_key').on(t.workOrderId)],
);

/**
 * Texts the desk inserts into a reply, in both languages (the reply goes out in the customer's).
 * A title is unique within its language; an empty one (a reply written in one language) is not.
 */
export const workOrderCannedReplies = pgTable(
  'work_order_canned_replies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    titleEn: text().notNull().default(''),
    titleZh: text().notNull().default(''),
    contentEn: text().notNull().default(''),
    contentZh: text().notNull().default(''),
    createdBy: integer().references(() => staffMembers.id),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('work_order_canned_replies_title_en_key').on(t.titleEn).where(sql`title_en <> ''`),
    uniqueIndex('work_order_canned_replies_title_zh_key').on(t.titleZh).where(sql`title_zh <> ''`),
  ],
);
