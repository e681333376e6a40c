/** The fleet module's door: what other modules, the app and the jobs may use. */
export { fleetRoutes } from './fleet.routes';
export { lockHost, updateHost } from './hosts.repository';
