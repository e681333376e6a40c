import { inboxRoutes, NOTIFICATION_PREVIEW_PAGE } from '@gpucloud/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallData, call } from '../../api/call';
import { hasSession } from '../../shared/session';

/** -1 all, 0 unread, 1 read (the inbox lists' `status`). */
export type ReadFilter = -1 | 0 | 1;

export interface InboxQuery {
  page: number;
  page_size: number;
  status: ReadFilter;
}

/**
 * Query keys of the inbox (messages and notifications), shared by the top-bar bells and the
 * messages page so that marking an item read refreshes both.
 */
export const inboxKeys = {
  all: ['inbox'] as const,
  messages: () => [...inboxKeys.all, 'messages'] as const,
  messageList: (query: InboxQuery) => [...inboxKeys.messages(), query] as const,
  notifications: () => [...inboxKeys.all, 'notifications'] as const,
  notificationList: (query: InboxQuery) => [...inboxKeys.notifications(), query] as const,
};

/** What the top bar's two bells show: the newest few, read or not. */
export const INBOX_PREVIEW: InboxQuery = { ...NOTIFICATION_PREVIEW_PAGE, status: -1 };

export function messageListQuery(query: InboxQuery) {
  return queryOptions({
    queryKey: inboxKeys.messageList(query),
    queryFn: () => call(inboxRoutes.messageList, { ...query }),
  });
}

export function notificationListQuery(query: InboxQuery) {
  return queryOptions({
    queryKey: inboxKeys.notificationList(query),
    queryFn: () => call(inboxRoutes.notificationList, { ...query }),
  });
}

export function useMessages(query: InboxQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...messageListQuery(query),
    enabled: hasSession() && (options.enabled ?? true),
    placeholderData: keepPreviousData,
  });
}

/** Notifications; `pollMs` refreshes them on an interval (false: no polling). */
export function useNotifications(query: InboxQuery, options: { pollMs?: number | false } = {}) {
  return useQuery({
    ...notificationListQuery(query),
    enabled: hasSession(),
    refetchInterval: options.pollMs ?? false,
    refetchIntervalInBackground: false,
  });
}

type MarkedRead = CallData<typeof inboxRoutes.setMessagesRead>;

function useMarkRead<Body>(kind: 'messages' | 'notifications', send: (body: Body) => Promise<MarkedRead>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...inboxKeys.all, kind] }),
  });
}

/** POST /messages/set_read {ids}. */
export function useMarkMessagesRead() {
  return useMarkRead('messages', (body: { ids: number[] }) => call(inboxRoutes.setMessagesRead, body));
}

/** POST /messages/set_read_all. */
export function useMarkAllMessagesRead() {
  return useMarkRead<void>('messages', () => call(inboxRoutes.setAllMessagesRead));
}

/** POST /notifications/set_read {ids}. */
export function useMarkNotificationsRead() {
  return useMarkRead('notifications', (body: { ids: number[] }) =>
    call(inboxRoutes.setNotificationsRead, body),
  );
}
