/**
 * Bare-metal reservations: requests, deposits, the staff desk and delivery.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { reservationsRoutes } from './reservations.routes';
