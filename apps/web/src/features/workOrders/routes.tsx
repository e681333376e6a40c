import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';
import { redirectIndex } from '../../shared/routing/redirectIndex';

const selectHandle: RouteHandle = { title: 'selectQuestion', menuKey: 'selectQuestion' };
const submitHandle: RouteHandle = { title: 'submitWorkOrder', menuKey: 'selectQuestion' };
const detailHandle: RouteHandle = { title: 'myWorkOrderDetail', menuKey: 'myWorkOrder' };
const listHandle: RouteHandle = { title: 'myWorkOrder', menuKey: 'myWorkOrder' };

/** /console/createWorkOrder/*: opening the parent starts a new work order (SPEC §2). */
export const workOrdersConsoleRoutes: RouteObject[] = [
  {
    path: 'createWorkOrder',
    children: [
      redirectIndex('/console/createWorkOrder/selectQuestion'),
      {
        path: 'selectQuestion',
        handle: selectHandle,
        lazy: async () => ({ Component: (await import('./pages/SelectQuestionPage')).SelectQuestionPage }),
      },
      {
        path: 'submit/:id/:question/:resource_type',
        handle: submitHandle,
        lazy: async () => ({ Component: (await import('./pages/SubmitWorkOrderPage')).SubmitWorkOrderPage }),
      },
      {
        path: 'myWorkOrderDetail/:id',
        handle: detailHandle,
        lazy: async () => ({ Component: (await import('./pages/WorkOrderDetailPage')).WorkOrderDetailPage }),
      },
      {
        path: 'myWorkOrder',
        handle: listHandle,
        lazy: async () => ({ Component: (await import('./pages/MyWorkOrdersPage')).MyWorkOrdersPage }),
      },
    ],
  },
];
