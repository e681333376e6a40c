/**
 * Monitoring (issue 42): minute points sampled from the machines' engines, hour points rolled up
 * from them, retention, and the series the console, the open API and staff read.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */

export { idlePointsSince } from './idle.repository';
export { monitoringRoutes } from './monitoring.routes';
export { rollUpAndPrune } from './rollup.service';
export { sampleRunningInstances } from './sampling.service';
export { getInstanceMetrics, getLatestMetrics } from './series.service';
