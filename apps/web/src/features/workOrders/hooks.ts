import { workOrdersRoutes } from '@gpucloud/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { hasSession } from '../../shared/session';

/** Query keys of the work-order feature. */
export const workOrderKeys = {
  all: ['workOrders'] as const,
  unreadFlag: () => [...workOrderKeys.all, 'unreadFlag'] as const,
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
