/**
 * Points: the points ledger, the score store and exchanges for coupons and storage.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { pointsRoutes } from './points.routes';
export { awardVerificationPoints } from './points.service';
export { insertItem } from './score-items.repository';
