import { type WorkOrderDetail, workOrdersRoutes } from '@gpucloud/contracts';
import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { ApiError, HttpError } from '../../api/errors';
import { hasSession } from '../../shared/session';
import type { WorkOrderListFilter } from './status';

export interface WorkOrderListQuery {
  status: WorkOrderListFilter;
  page: number;
  page_size: number;
}

/** Query keys of the work-order feature. */
export const workOrderKeys = {
  all: ['workOrders'] as const,
  unreadFlag: () => [...workOrderKeys.all, 'unreadFlag'] as const,
  categories: () => [...workOrderKeys.all, 'categories'] as const,
  documents: (subcategoryId: number) => [...workOrderKeys.all, 'documents', subcategoryId] as const,
  lists: () => [...workOrderKeys.all, 'list'] as const,
  list: (query: WorkOrderListQuery) => [...workOrderKeys.lists(), query] as const,
  detail: (id: number) => [...workOrderKeys.all, 'detail', id] as const,
  instances: () => [...workOrderKeys.all, 'instances'] as const,
};

/** Whether a reply on one of the caller's work orders is unread (third-party API, data.unread). */
export function workOrderUnreadQuery() {
  return queryOptions({
    queryKey: workOrderKeys.unreadFlag(),
    queryFn: async () => (await call(workOrdersRoutes.unreadFlag)).unread,
  });
}

export function useWorkOrderUnread() {
  return useQuery({ ...workOrderUnreadQuery(), enabled: hasSession() });
}

/** SPEC §2: the work-order link opens the list when replies are unread, else a new work order. */
export function workOrderLinkTarget(unread: boolean): string {
  return unread ? '/console/createWorkOrder/myWorkOrder' : '/console/createWorkOrder/selectQuestion';
}

/** The help catalogue changes rarely: kept for five minutes. */
const CATALOGUE_STALE_MS = 5 * 60_000;

export function useWorkOrderCategories() {
  return useQuery({
    queryKey: workOrderKeys.categories(),
    queryFn: async () => (await call(workOrdersRoutes.categories)).categories,
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useHelpDocuments(subcategoryId: number | null) {
  return useQuery({
    queryKey: workOrderKeys.documents(subcategoryId ?? 0),
    queryFn:
      subcategoryId === null
        ? skipToken
        : async () => (await call(workOrdersRoutes.documents, { subcategory_id: subcategoryId })).documents,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The instances a ticket may name: the caller's newest, released and failed ones included. */
export function useNameableInstances() {
  return useQuery({
    queryKey: workOrderKeys.instances(),
    queryFn: async () => (await call(workOrdersRoutes.instances)).list,
    enabled: hasSession(),
  });
}

export function useMyWorkOrders(query: WorkOrderListQuery) {
  return useQuery({
    queryKey: workOrderKeys.list(query),
    queryFn: () => call(workOrdersRoutes.list, query),
    placeholderData: keepPreviousData,
    enabled: hasSession(),
  });
}

/** A ticket that is not the caller's answers 404, as one that does not exist (the contract). */
export function isWorkOrderNotFound(error: unknown): boolean {
  return (
    (error instanceof HttpError && error.httpStatus === 404) ||
    (error instanceof ApiError && /not found|不存在/i.test(error.reason))
  );
}

/**
 * Read every minute while open: staff replies show up, and the files' signed addresses (valid 15
 * minutes) stay fresh. Reading marks the replies read, so the top bar's flag is asked again.
 */
const DETAIL_REFRESH_MS = 60_000;

export function useWorkOrder(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: workOrderKeys.detail(id),
    queryFn: async () => {
      const detail = await call(workOrdersRoutes.detail, undefined, { params: { id } });
      void queryClient.invalidateQueries({ queryKey: workOrderKeys.unreadFlag() });
      void queryClient.invalidateQueries({ queryKey: workOrderKeys.lists(), refetchType: 'none' });
      return detail;
    },
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: DETAIL_REFRESH_MS,
    retry: (failureCount, error) =>
      !isWorkOrderNotFound(error) && !(error instanceof ApiError) && failureCount < 2,
  });
}

export function useCreateWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof workOrdersRoutes.create>) => call(workOrdersRoutes.create, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() }),
  });
}

/** After anything done to a ticket, the ticket, the lists and the flag are read again. */
function useInvalidateTicket(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: workOrderKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() }),
    ]);
}

export type WorkOrderUpdate = CallInput<typeof workOrdersRoutes.update>;

/** Revoke, confirm resolved, reopen, or change the caller's last comment (`PUT .../orders/:id`). */
export function useUpdateWorkOrder(id: number) {
  const invalidate = useInvalidateTicket(id);
  return useMutation({
    mutationFn: (body: WorkOrderUpdate) => call(workOrdersRoutes.update, body, { params: { id } }),
    onSettled: invalidate,
  });
}

export function useAddComment(id: number) {
  const invalidate = useInvalidateTicket(id);
  return useMutation({
    mutationFn: (body: { content: string; file_ids: number[] }) =>
      call(workOrdersRoutes.comment, { work_order_id: id, ...body }),
    onSettled: invalidate,
  });
}

/** Subscribes to a ticket's replies, or ends the subscription the ticket names. */
export function useReplySubscription(ticket: Pick<WorkOrderDetail, 'id' | 'subscription_id'>) {
  const invalidate = useInvalidateTicket(ticket.id);
  return useMutation({
    mutationFn: async (subscribe: boolean) => {
      if (subscribe) await call(workOrdersRoutes.subscribe, { work_order_id: ticket.id });
      else if (ticket.subscription_id !== null)
        await call(workOrdersRoutes.unsubscribe, undefined, { params: { id: ticket.subscription_id } });
    },
    onSettled: invalidate,
  });
}

/** Removes one of the caller's files: a waiting upload (or an attachment of an open ticket). */
export function detachFile(fileId: number) {
  return call(workOrdersRoutes.detach, undefined, { params: { id: fileId } });
}
