import type { InboxPageRequest, Language, Message, Notification } from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import { cacheSlot } from '../../core/cache/read-cache';
import type { AppDeps } from '../../core/deps';
import type { InboxKind } from '../../db/schema/inbox/inbox.table';
import { renderStored } from '../notifications';
import { listInbox, markInboxRead, type ReadFilter, type Recipient } from './inbox.repository';

type InboxRow = Awaited<ReturnType<typeof listInbox>>['rows'][number];

function recipientOf(auth: AuthContext): Recipient {
  return { userId: auth.userId, subAccountId: auth.subAccountId };
}

async function page(deps: Pick<AppDeps, 'db'>, auth: AuthContext, kind: InboxKind, query: InboxPageRequest) {
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

interface InboxPage<Item> {
  data: Item[];
  total: number;
  unread: number;
}

const notificationPages = cacheSlot<InboxPage<Notification>>('inbox.notifications');
const messagePages = cacheSlot<InboxPage<Message>>('inbox.messages');

/**
 * Which page of whose inbox, in which language: the main account is the cache's key, this tells the
 * rest apart.
 */
function pageVariant(auth: AuthContext, query: InboxPageRequest, reader: Language | null): string {
  return `${auth.subAccountId ?? ''}|${query.status}|${query.page}|${query.page_size}|${reader ?? ''}`;
}

/**
 * Polled by every open console: answered from memory until the account's inbox or language changes.
 * Templated items are rendered in the reader's language (the page's, sent as Accept-Language), else
 * in the account's.
 */
export function listNotifications(
  deps: Pick<AppDeps, 'db' | 'reads'>,
  auth: AuthContext,
  query: InboxPageRequest,
  reader: Language | null,
) {
  return deps.reads.readUser(notificationPages, auth.userId, pageVariant(auth, query, reader), () =>
    readNotifications(deps, auth, query, reader),
  );
}

export function listMessages(
  deps: Pick<AppDeps, 'db' | 'reads'>,
  auth: AuthContext,
  query: InboxPageRequest,
  reader: Language | null,
) {
  return deps.reads.readUser(messagePages, auth.userId, pageVariant(auth, query, reader), () =>
    readMessages(deps, auth, query, reader),
  );
}

async function readNotifications(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  query: InboxPageRequest,
  reader: Language | null,
): Promise<InboxPage<Notification>> {
  const { rows, total, unread, language: accountLanguage } = await page(deps, auth, 'notification', query);
  const language = reader ?? accountLanguage;
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

async function readMessages(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  query: InboxPageRequest,
  reader: Language | null,
): Promise<InboxPage<Message>> {
  const { rows, total, unread, language: accountLanguage } = await page(deps, auth, 'message', query);
  const language = reader ?? accountLanguage;
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
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  kind: InboxKind,
  ids: number[] | null,
): Promise<{ updated: number }> {
  return { updated: await markInboxRead(deps.db, recipientOf(auth), kind, ids, deps.clock.now()) };
}
