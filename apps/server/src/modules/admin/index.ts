/** The admin module's door: what other modules, the app and the jobs may use. */
export { adminRoutes } from './admin.routes';
