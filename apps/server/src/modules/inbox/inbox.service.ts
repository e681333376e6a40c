import type { InboxPageRequest, Message, Notification, SendNotificationRequest } from '@gpucloud/contracts';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { findActiveUserByPhone } from '../account/account.repository';
import type { AuthContext } from '../auth/sessions.service';
import {
  insertInboxItem,
  insertInboxItemForAllUsers,
  listInbox,
  markInboxRead,
  type NewInboxItem,
  type ReadFilter,
  type Recipient,
} from './inbox.repository';
import type { InboxKind } from './inbox.table';

function recipientOf(auth: AuthContext): Recipient {
  return { userId: auth.userId, subAccountId: auth.subAccountId };
}

async function page(deps: AppDeps, auth: AuthContext, kind: InboxKind, query: InboxPageRequest) {
  return listInbox(deps.db, recipientOf(auth), kind, {
    status: query.status as ReadFilter,
    page: query.page,
    pageSize: query.page_size,
  });
}

export async function listNotifications(deps: AppDeps, auth: AuthContext, query: InboxPageRequest) {
  const { rows, total, unread } = await page(deps, auth, 'notification', query);
  const data = rows.map(
    (row): Notification => ({
      Id: row.id,
      Title: row.title,
      Original: row.body,
      Link: row.link,
      IsRead: row.readAt !== null,
      CreateAt: row.createdAt.toISOString(),
    }),
  );
  return { data, total, unread };
}

export async function listMessages(deps: AppDeps, auth: AuthContext, query: InboxPageRequest) {
  const { rows, total, unread } = await page(deps, auth, 'message', query);
  const data = rows.map(
    (row): Message => ({
      Id: row.id,
      Message: row.body,
      IsRead: row.readAt !== null,
      CreateAt: row.createdAt.toISOString(),
    }),
  );
  return { data, total, unread };
}

/** Marks the caller's own items read (all unread ones when `ids` is null); others' ids change nothing. */
export async function markRead(
  deps: AppDeps,
  auth: AuthContext,
  kind: InboxKind,
  ids: number[] | null,
): Promise<{ updated: number }> {
  return { updated: await markInboxRead(deps.db, recipientOf(auth), kind, ids, deps.clock.now()) };
}

/** Operator: a notification to one main account or to every active one, optionally copied to messages. */
export async function sendNotification(
  deps: AppDeps,
  input: SendNotificationRequest,
): Promise<{ recipients: number }> {
  const now = deps.clock.now();
  const items: NewInboxItem[] = [
    { kind: 'notification', title: input.title, body: input.original, link: input.link, now },
  ];
  if (input.also_message) items.push({ kind: 'message', title: '', body: input.original, link: '', now });
  return deps.db.transaction(async (tx) => {
    if (!input.phone) {
      let recipients = 0;
      for (const item of items) recipients = await insertInboxItemForAllUsers(tx, item);
      return { recipients };
    }
    const user = await findActiveUserByPhone(tx, input.phone);
    if (!user) throw refused('no active account has this phone');
    for (const item of items) await insertInboxItem(tx, { userId: user.id, subAccountId: null }, item);
    return { recipients: 1 };
  });
}
