/**
 * Service agreements: versions staff publish and the acceptances customers record.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { acceptCurrentAgreement, acceptorOf } from './agreement-acceptances.service';
export { agreementsRoutes } from './agreements.routes';
