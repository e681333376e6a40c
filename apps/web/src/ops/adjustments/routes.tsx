import type { RouteObject } from 'react-router';
import type { OpsHandle } from '../routes';

/** /ops/adjustments: large adjustments waiting for an admin (four eyes). */
export const opsAdjustmentsRoutes: RouteObject[] = [
  {
    path: 'adjustments',
    handle: { opsPage: 'adjustments' } satisfies OpsHandle,
    lazy: async () => ({ Component: (await import('./PendingAdjustmentsPage')).PendingAdjustmentsPage }),
  },
];
