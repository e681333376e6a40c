import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../shared/routing/notAvailableRoute';

/** Public instance pages (SPEC §2). */
export const instancesRoutes: RouteObject[] = [
  notAvailableRoute('instanceAvailableKvmStore', 'instanceAvailableKvmStore'),
  notAvailableRoute('restartInstance', 'restartInstance'),
];

/** Children of /console owned by the instances feature; instances themselves live on the dashboard. */
export const instancesConsoleRoutes: RouteObject[] = [
  notAvailableRoute('instancePlugin/:instanceName', 'instancePlugin', { menuKey: 'dashboard' }),
  notAvailableRoute('reservations', 'reservations', { menuKey: 'reservations' }),
];
