import type { RouteObject } from 'react-router';
import { instanceMonitorConsoleRoute } from './monitoring/routes';
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
export const instancesConsoleRoutes: RouteObject[] = [
  instancePluginConsoleRoute,
  instanceMonitorConsoleRoute,
];

/**
 * The instance list as the dashboard's section (/console/dashboard's index child): the app puts it
 * under the account feature's dashboard, whose page shows it where its <Outlet /> is.
 */
export const instancesDashboardSection: RouteObject = {
  index: true,
  lazy: async () => ({ Component: (await import('./components/InstancesSection')).InstancesSection }),
};
