import type { RouteObject } from 'react-router';
import type { OpsHandle } from '../routes';

/** The support desk (queue, ticket, canned replies) and the help catalogue (support; admin). */
export const opsWorkOrdersRoutes: RouteObject[] = [
  {
    path: 'work-orders',
    handle: { opsPage: 'workOrders' } satisfies OpsHandle,
    lazy: async () => ({ Component: (await import('./DeskQueuePage')).DeskQueuePage }),
  },
  {
    path: 'work-orders/canned-replies',
    handle: { opsPage: 'cannedReplies' } satisfies OpsHandle,
    lazy: async () => ({ Component: (await import('./CannedRepliesPage')).CannedRepliesPage }),
  },
  {
    path: 'work-orders/:id',
    handle: { opsPage: 'workOrders' } satisfies OpsHandle,
    lazy: async () => ({ Component: (await import('./TicketPage')).TicketPage }),
  },
  {
    path: 'work-order-help',
    handle: { opsPage: 'workOrderHelp' } satisfies OpsHandle,
    lazy: async () => ({ Component: (await import('./HelpCataloguePage')).HelpCataloguePage }),
  },
];
