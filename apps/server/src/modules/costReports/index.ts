/**
 * Cost reports: what an account and each instance spent, by day.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { costReportsRoutes } from './cost-reports.routes';
