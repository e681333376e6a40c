import type { RouteObject } from 'react-router';
import type { OpsHandle } from '../routes';

/** /ops/invoices: the finance desk issues, refuses and reverses invoices (finance; admin). */
export const opsInvoicesRoutes: RouteObject[] = [
  {
    path: 'invoices',
    handle: { opsPage: 'invoices' } satisfies OpsHandle,
    lazy: async () => ({ Component: (await import('./InvoiceDeskPage')).InvoiceDeskPage }),
  },
];
