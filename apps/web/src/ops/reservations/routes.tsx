import type { RouteObject } from 'react-router';
import type { OpsHandle } from '../routes';

/** /ops/reservations: the fleet confirms, refuses and delivers bare-metal reservations (fleet; admin). */
export const opsReservationsRoutes: RouteObject[] = [
  {
    path: 'reservations',
    handle: { opsPage: 'reservations' } satisfies OpsHandle,
    lazy: async () => ({ Component: (await import('./ReservationDeskPage')).ReservationDeskPage }),
  },
];
