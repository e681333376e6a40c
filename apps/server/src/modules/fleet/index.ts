/**
 * The fleet: hosts, regions, images on hosts, host prices and status (staff).
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { fleetRoutes } from './fleet.routes';
export { settleDueOutages } from './host-outage-settlement.service';
export { unsettledOutageStart } from './host-outages.repository';
export { engineAnswers, engineStillLost } from './host-outages.service';
export { lockHost, updateHost } from './hosts.repository';
