/** The agreements module's door: what other modules, the app and the jobs may use. */
export { acceptCurrentAgreement, acceptorOf } from './agreement-acceptances.service';
export { agreementsRoutes } from './agreements.routes';
