import type {
  InboxPageRequest,
  Language,
  Message,
  Notification,
  SendNotificationRequest,
} from '@gpucloud/contracts';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { findActiveUserByPhone } from '../account/account.repository';
import type { AuthContext } from '../auth/sessions.service';
import { postOperatorText } from '../notifications/notification.service';
import { renderStored } from '../notifications/render';
import { listInbox, markInboxRead, type ReadFilter, type Recipient } from './inbox.repository';
import type { InboxKind } from './inbox.table';

type InboxRow = Awaited<ReturnType<typeof listInbox>>['rows'][number];

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

/**
 * A row's texts in the reader's language: a templated row is rendered now; a plain one (an
 * operator's words, or a row older than templates) and a row whose key this server does not know
 * show what they hold.
 */
function textsOf(row: InboxRow, language: Language): { title: string; body: string } {
  const rendered = row.template ? renderStored(language, row.template, row.params) : null;
  if (rendered) return rendered;
  return { title: row.title, body: row.body || (row.template ?? '') };
}

export async function listNotifications(deps: AppDeps, auth: AuthContext, query: InboxPageRequest) {
  const { rows, total, unread, language } = await page(deps, auth, 'notification', query);
  const data = rows.map((row): Notification => {
    const text = textsOf(row, language);
    return {
      Id: row.id,
      Title: text.title,
      Original: text.body,
      Link: row.link,
      IsRead: row.readAt !== null,
      CreateAt: row.createdAt.toISOString(),
    };
  });
  return { data, total, unread };
}

export async function listMessages(deps: AppDeps, auth: AuthContext, query: InboxPageRequest) {
  const { rows, total, unread, language } = await page(deps, auth, 'message', query);
  const data = rows.map(
    (row): Message => ({
      Id: row.id,
      Message: textsOf(row, language).body,
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
  const items: Array<{ kind: InboxKind; title: string; body: string; link: string; now: Date }> = [
    { kind: 'notification', title: input.title, body: input.original, link: input.link, now },
  ];
  if (input.also_message) items.push({ kind: 'message', title: '', body: input.original, link: '', now });
  return deps.db.transaction(async (tx) => {
    let recipient: Recipient | null = null;
    if (input.phone) {
      const user = await findActiveUserByPhone(tx, input.phone);
      if (!user) throw refused('no active account has this phone');
      recipient = { userId: user.id, subAccountId: null };
    }
    let recipients = 0;
    for (const item of items) recipients = await postOperatorText(tx, recipient, item);
    return { recipients };
  });
}
