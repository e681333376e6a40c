/** The points module's door: what other modules, the app and the jobs may use. */
export { pointsRoutes } from './points.routes';
export { awardVerificationPoints } from './points.service';
export { insertItem } from './score-items.repository';
