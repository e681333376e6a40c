/** The opsUsers module's door: what other modules, the app and the jobs may use. */
export { opsUsersRoutes } from './ops-users.routes';
