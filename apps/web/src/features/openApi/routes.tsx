import type { RouteObject } from 'react-router';
import { notAvailableRoute, redirectIndex } from '../../shared/routing/notAvailableRoute';

export const openApiConsoleRoutes: RouteObject[] = [
  {
    path: 'openapi',
    children: [
      redirectIndex('/console/openapi/accessKey'),
      notAvailableRoute('accessKey', 'accessKey', { menuKey: 'accessKey' }),
    ],
  },
];
