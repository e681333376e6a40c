import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../core/db';
import { preparedStatement } from '../../core/prepared';
import { users } from '../account/account.table';
import { type InboxKind, inboxItems } from './inbox.table';

export interface Recipient {
  userId: number;
  subAccountId: number | null;
}

/** -1 all, 0 unread, 1 read (SPEC §7 `status`). */
export type ReadFilter = -1 | 0 | 1;

const recipientIs = and(
  eq(inboxItems.userId, sql.placeholder('userId')),
  eq(inboxItems.kind, sql.placeholder('kind')),
  sql`${inboxItems.subAccountId} is not distinct from ${sql.placeholder('subAccountId')}::integer`,
);
const readFilterMatches = sql`(${sql.placeholder('status')}::integer = -1
  or (${sql.placeholder('status')}::integer = 0 and ${inboxItems.readAt} is null)
  or (${sql.placeholder('status')}::integer = 1 and ${inboxItems.readAt} is not null))`;

/** Polled every 10 s by every open console, so both queries are prepared. */
const inboxPage = preparedStatement((db) =>
  db
    .select()
    .from(inboxItems)
    .where(and(recipientIs, readFilterMatches))
    .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('inbox_page'),
);

const inboxCounts = preparedStatement((db) =>
  db
    .select({
      total: sql<number>`count(*) filter (where ${readFilterMatches})::integer`,
      unread: sql<number>`count(*) filter (where ${inboxItems.readAt} is null)::integer`,
    })
    .from(inboxItems)
    .where(recipientIs)
    .prepare('inbox_counts'),
);

export async function listInbox(
  db: Db,
  recipient: Recipient,
  kind: InboxKind,
  query: { status: ReadFilter; page: number; pageSize: number },
) {
  const params = { ...recipient, kind, status: query.status };
  const [rows, [counts]] = await Promise.all([
    inboxPage(db).execute({ ...params, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    inboxCounts(db).execute(params),
  ]);
  return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

/** Marks items read; `ids` null marks every unread item of the recipient. Answers how many changed. */
export async function markInboxRead(
  db: Db,
  recipient: Recipient,
  kind: InboxKind,
  ids: number[] | null,
  now: Date,
): Promise<number> {
  const changed = await db
    .update(inboxItems)
    .set({ readAt: now })
    .where(
      and(
        eq(inboxItems.userId, recipient.userId),
        eq(inboxItems.kind, kind),
        recipient.subAccountId === null
          ? isNull(inboxItems.subAccountId)
          : eq(inboxItems.subAccountId, recipient.subAccountId),
        isNull(inboxItems.readAt),
        ids ? inArray(inboxItems.id, ids) : undefined,
      ),
    )
    .returning({ id: inboxItems.id });
  return changed.length;
}

export interface NewInboxItem {
  kind: InboxKind;
  title: string;
  body: string;
  link: string;
  now: Date;
  /** Set only when the item arrives already read (demo data). */
  readAt?: Date | null;
}

export async function insertInboxItem(db: Db, recipient: Recipient, item: NewInboxItem): Promise<void> {
  await db.insert(inboxItems).values({
    userId: recipient.userId,
    subAccountId: recipient.subAccountId,
    kind: item.kind,
    title: item.title,
    body: item.body,
    link: item.link,
    readAt: item.readAt ?? null,
    createdAt: item.now,
  });
}

/** One set-based insert addressed to every active main account; answers how many received it. */
export async function insertInboxItemForAllUsers(db: Db, item: NewInboxItem): Promise<number> {
  const rows = await executeRows<{ id: number }>(
    db,
    sql`insert into ${inboxItems} (user_id, kind, title, body, link, created_at)
        select ${users.id}, ${item.kind}, ${item.title}, ${item.body}, ${item.link}, ${item.now.toISOString()}::timestamptz
        from ${users} where ${users.unregisteredAt} is null
        returning id`,
  );
  return rows.length;
}
