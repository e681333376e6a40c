import type { RouteObject } from 'react-router';
import { instancePluginConsoleRoute } from './plugins/routes';

/** Public instance pages (SPEC §2). */
export const instancesRoutes: RouteObject[] = [
  {
    path: 'restartInstance',
    handle: { title: 'restartInstance' },
    lazy: async () => ({ Component: (await import('./pages/RestartInstancePage')).RestartInstancePage }),
  },
];

/** Children of /console owned by the instances feature; instances themselves live on the dashboard. */
export const instancesConsoleRoutes: RouteObject[] = [instancePluginConsoleRoute];
