/**
 * An instance's timeline (issue 44): what happens to it next and when, so no charge is a surprise.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { timelineRoutes } from './timeline.routes';
