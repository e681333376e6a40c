import type { RouteObject } from 'react-router';
import { notAvailableRoute, redirectIndex } from '../../shared/routing/notAvailableRoute';

/** /console/createWorkOrder/*: opening the parent starts a new work order (SPEC §2). */
export const workOrdersConsoleRoutes: RouteObject[] = [
  {
    path: 'createWorkOrder',
    children: [
      redirectIndex('/console/createWorkOrder/selectQuestion'),
      notAvailableRoute('selectQuestion', 'selectQuestion', { menuKey: 'selectQuestion' }),
      notAvailableRoute('submit/:id/:question/:resource_type', 'submitWorkOrder', {
        menuKey: 'selectQuestion',
      }),
      notAvailableRoute('myWorkOrderDetail/:id', 'myWorkOrderDetail', { menuKey: 'myWorkOrder' }),
      notAvailableRoute('myWorkOrder', 'myWorkOrder', { menuKey: 'myWorkOrder' }),
    ],
  },
];
