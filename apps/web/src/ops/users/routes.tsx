import type { RouteObject } from 'react-router';
import type { OpsHandle } from '../routes';

const handle: OpsHandle = { opsPage: 'users' };

/** /ops/users and one account's page (support, finance; admin). */
export const opsUsersRoutes: RouteObject[] = [
  {
    path: 'users',
    handle,
    lazy: async () => ({ Component: (await import('./UsersPage')).UsersPage }),
  },
  {
    path: 'users/:userId',
    handle,
    lazy: async () => ({ Component: (await import('./UserDetailPage')).UserDetailPage }),
  },
];
