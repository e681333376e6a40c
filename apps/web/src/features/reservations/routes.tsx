import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

const reservationsHandle: RouteHandle = { title: 'reservations', menuKey: 'reservations' };

/** /console/reservations (issue 17): the caller's bare-metal reservations. */
export const reservationsConsoleRoute: RouteObject = {
  path: 'reservations',
  handle: reservationsHandle,
  lazy: async () => ({ Component: (await import('./pages/ReservationsPage')).ReservationsPage }),
};
