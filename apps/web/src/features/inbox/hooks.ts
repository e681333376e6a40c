import type { Message, Notification } from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../api/client';
import { hasSession } from '../../shared/session';

/** -1 all, 0 unread, 1 read (the inbox lists' `status`). */
export type ReadFilter = -1 | 0 | 1;

export interface InboxQuery {
  page: number;
  page_size: number;
  status: ReadFilter;
}

interface InboxPage<T> {
  data: T[];
  total: number;
  unread: number;
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

export function useMessages(query: InboxQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: inboxKeys.messageList(query),
    queryFn: () => apiPost<InboxPage<Message>>('/messages/get_list', { ...query }),
    enabled: hasSession() && (options.enabled ?? true),
    placeholderData: keepPreviousData,
  });
}

/** Notifications; `pollMs` refreshes them on an interval (false: no polling). */
export function useNotifications(query: InboxQuery, options: { pollMs?: number | false } = {}) {
  return useQuery({
    queryKey: inboxKeys.notificationList(query),
    queryFn: () => apiPost<InboxPage<Notification>>('/notifications/get_list', { ...query }),
    enabled: hasSession(),
    refetchInterval: options.pollMs ?? false,
    refetchIntervalInBackground: false,
  });
}

function useMarkRead(kind: 'messages' | 'notifications', path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[] } | undefined) => apiPost<{ updated: number }>(path, body ?? {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...inboxKeys.all, kind] }),
  });
}

/** POST /messages/set_read {ids}. */
export function useMarkMessagesRead() {
  return useMarkRead('messages', '/messages/set_read');
}

/** POST /messages/set_read_all. */
export function useMarkAllMessagesRead() {
  return useMarkRead('messages', '/messages/set_read_all');
}

/** POST /notifications/set_read {ids}. */
export function useMarkNotificationsRead() {
  return useMarkRead('notifications', '/notifications/set_read');
}
