/**
 * Auto-stop (issue 42): an instance stops by itself at a China time, after N idle minutes, or when
 * a command finishes, by the owner's stop, with the owner told why.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */

export { autoStopRoutes } from './auto-stop.routes';
export { clearAutoStop, getAutoStop, keepRunning, scheduledStopAt, setAutoStop } from './auto-stop.service';
export { type AutoStopOutcome, autoStopLink, runAutoStop } from './auto-stop-run.service';
