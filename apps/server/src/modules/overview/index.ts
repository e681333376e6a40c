/**
 * The staff overview: the platform's day in figures.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { overviewRoutes } from './overview.routes';
