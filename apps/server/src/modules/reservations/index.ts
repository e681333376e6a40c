/** The reservations module's door: what other modules, the app and the jobs may use. */
export { reservationsRoutes } from './reservations.routes';
