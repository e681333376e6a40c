import type { RouteObject } from 'react-router';
import type { OpsHandle } from '../routes';

/** /ops/refunds: every top-up refund and its status (finance; admin). */
export const opsRefundsRoutes: RouteObject[] = [
  {
    path: 'refunds',
    handle: { opsPage: 'refunds' } satisfies OpsHandle,
    lazy: async () => ({ Component: (await import('./RefundsPage')).RefundsPage }),
  },
];
