import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

const invoiceHandle: RouteHandle = { title: 'invoice', menuKey: 'invoice' };

/** /console/invoice (SPEC §2): apply, titles and records, for main accounts. */
export const invoicesConsoleRoutes: RouteObject[] = [
  {
    path: 'invoice',
    handle: invoiceHandle,
    lazy: async () => ({ Component: (await import('./pages/InvoicePage')).InvoicePage }),
  },
];
