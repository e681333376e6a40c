import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

const reservationsHandle: RouteHandle = { title: 'reservations', menuKey: 'reservations' };

/** /console/reservations (issue 17): the caller's bare-metal reservations. */
export const reservationsConsoleRoutes: RouteObject[] = [
  {
    path: 'reservations',
    handle: reservationsHandle,
    lazy: async () => ({ Component: (await import('./pages/ReservationsPage')).ReservationsPage }),
  },
];

/** The store page's bare-metal section: it loads after the store's own first chunk, with its texts and dialog. */
export const BareMetalSection = lazy(async () => ({
  default: (await import('./components/BareMetalSection')).BareMetalSection,
}));
