/**
 * Staff money adjustments: requests, four-eyes approval, and the wallet movement they make.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { adjustmentsRoutes } from './adjustments.routes';
