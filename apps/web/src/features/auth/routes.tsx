import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

const loginHandle: RouteHandle = { showContact: false };

export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: loginHandle,
    lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
  },
];
