import { type SQL, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../core/db';
import { users } from '../../db/schema/account/account.table';
import { type InboxKind, inboxItems } from '../../db/schema/inbox/inbox.table';
import { wallets } from '../../db/schema/wallet/wallet.table';

/** Who an inbox item is for: a main account, or one of its sub-accounts. */
export interface Recipient {
  userId: number;
  subAccountId: number | null;
}

/** Either plain texts (an operator's words) or a template key with its parameters, never a sentence built here. */
export interface NewInboxItem {
  kind: InboxKind;
  title?: string;
  body?: string;
  template?: string;
  params?: Record<string, unknown>;
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
    title: item.title ?? '',
    body: item.body ?? '',
    template: item.template ?? null,
    params: item.params ?? null,
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
        select ${users.id}, ${item.kind}, ${item.title ?? ''}, ${item.body ?? ''}, ${item.link}, ${item.now.toISOString()}::timestamptz
        from ${users} where ${users.unregisteredAt} is null
        returning id`,
  );
  return rows.length;
}

/** Main accounts whose accumulated top-ups (fen) lie in a membership level's range. */
export interface AccumulatedRange {
  fromFen: number;
  belowFen: number | null;
}

function inAccumulatedRange(range: AccumulatedRange): SQL {
  const accumulated = sql`coalesce(${wallets.accumulatedMoney}, 0)`;
  return range.belowFen === null
    ? sql`${accumulated} >= ${range.fromFen}`
    : sql`${accumulated} >= ${range.fromFen} and ${accumulated} < ${range.belowFen}`;
}

/** One set-based insert addressed to every active main account of a membership level; answers how many. */
export async function insertInboxItemForLevel(
  db: Db,
  range: AccumulatedRange,
  item: NewInboxItem,
): Promise<number> {
  const rows = await executeRows<{ id: number }>(
    db,
    sql`insert into ${inboxItems} (user_id, kind, title, body, link, created_at)
        select ${users.id}, ${item.kind}, ${item.title ?? ''}, ${item.body ?? ''}, ${item.link}, ${item.now.toISOString()}::timestamptz
        from ${users} left join ${wallets} on ${wallets.userId} = ${users.id}
        where ${users.unregisteredAt} is null and ${inAccumulatedRange(range)}
        returning id`,
  );
  return rows.length;
}

/** How many active main accounts there are, or how many of one membership level. */
export async function countActiveMainAccounts(db: Db, range: AccumulatedRange | null): Promise<number> {
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::integer as n
        from ${users} left join ${wallets} on ${wallets.userId} = ${users.id}
        where ${users.unregisteredAt} is null ${range ? sql`and ${inAccumulatedRange(range)}` : sql``}`,
  );
  return row?.n ?? 0;
}
