/** The overview module's door: what other modules, the app and the jobs may use. */
export { overviewRoutes } from './overview.routes';
