/** The costReports module's door: what other modules, the app and the jobs may use. */
export { costReportsRoutes } from './cost-reports.routes';
