import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../shared/routing/notAvailableRoute';

export const disksConsoleRoutes: RouteObject[] = [
  notAvailableRoute('cloudDisk', 'cloudDisk', { menuKey: 'cloudDisk' }),
];
