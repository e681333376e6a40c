import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';
import { redirectIndex } from '../../shared/routing/redirectIndex';

const accessKeyHandle: RouteHandle = { title: 'accessKey', menuKey: 'accessKey' };

/** /console/openapi/* (issue 16): the open-API access keys of the caller. */
export const openApiConsoleRoutes: RouteObject[] = [
  {
    path: 'openapi',
    children: [
      redirectIndex('/console/openapi/accessKey'),
      {
        path: 'accessKey',
        handle: accessKeyHandle,
        lazy: async () => ({ Component: (await import('./pages/AccessKeyPage')).AccessKeyPage }),
      },
    ],
  },
];
