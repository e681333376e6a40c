/**
 * The staff's customer desk: search, profiles, sessions, login switches.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { opsUsersRoutes } from './ops-users.routes';
