import { DEFAULT_LANGUAGE, isLanguage } from '@gpucloud/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { preparedStatement } from '../../core/prepared';
import { windowOf } from '../../db/paging';
import { subAccounts, users } from '../../db/schema/account/account.table';
import { type InboxKind, inboxItems } from '../../db/schema/inbox/inbox.table';

import type { Recipient } from '../notifications';

export type { Recipient };

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

/** What a list shows of an item. */
const listedColumns = {
  id: inboxItems.id,
  title: inboxItems.title,
  body: inboxItems.body,
  template: inboxItems.template,
  params: inboxItems.params,
  link: inboxItems.link,
  readAt: inboxItems.readAt,
  createdAt: inboxItems.createdAt,
};

/**
 * Polled every 10 s by every open console, so the page, its counts and the reader's language come
 * back from one prepared statement: the one-row counts joined to the page's rows (none: one row of
 * counts with a null item).
 */
const inboxPage = preparedStatement((db) => {
  const counts = db
    .select({
      total: sql<number>`count(*) filter (where ${readFilterMatches})::integer`.as('total'),
      unread: sql<number>`count(*) filter (where ${inboxItems.readAt} is null)::integer`.as('unread'),
      // A sub-account's own language, else its main account's: templated items are rendered in it.
      language: sql<string>`coalesce(
        (select ${subAccounts.language} from ${subAccounts} where ${subAccounts.id} = ${sql.placeholder('subAccountId')}::integer),
        (select ${users.language} from ${users} where ${users.id} = ${sql.placeholder('userId')}))`.as(
        'language',
      ),
    })
    .from(inboxItems)
    .where(recipientIs)
    .as('counts');
  const page = db
    .select(listedColumns)
    .from(inboxItems)
    .where(and(recipientIs, readFilterMatches))
    .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({
      total: counts.total,
      unread: counts.unread,
      language: counts.language,
      item: {
        id: page.id,
        title: page.title,
        body: page.body,
        template: page.template,
        params: page.params,
        link: page.link,
        readAt: page.readAt,
        createdAt: page.createdAt,
      },
    })
    .from(counts)
    .leftJoin(page, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id))
    .prepare('inbox_page');
});

export async function listInbox(
  db: Db,
  recipient: Recipient,
  kind: InboxKind,
  query: { status: ReadFilter; page: number; pageSize: number },
) {
  const found = await inboxPage(db).execute({
    ...recipient,
    kind,
    status: query.status,
    ...windowOf(query),
  });
  const counts = found[0];
  const stored = counts?.language;
  const language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  const rows = found.flatMap((row) => (row.item ? [row.item] : []));
  return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0, language };
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
