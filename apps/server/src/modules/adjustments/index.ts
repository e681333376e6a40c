/** The adjustments module's door: what other modules, the app and the jobs may use. */
export { adjustmentsRoutes } from './adjustments.routes';
