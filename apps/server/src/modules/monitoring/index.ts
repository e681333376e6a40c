/**
 * Monitoring (issue 42): what instances' machines do, as minute and hour points.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { idlePointsSince } from './idle.repository';
