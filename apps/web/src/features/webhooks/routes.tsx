import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

/** /console/webhooks (issue 45): the main account's webhook endpoints and their deliveries. */
export const webhooksConsoleRoutes: RouteObject[] = [
  {
    path: 'webhooks',
    handle: { title: 'webhooks', menuKey: 'webhooks' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/WebhooksPage')).WebhooksPage }),
  },
];
