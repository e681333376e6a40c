/**
 * The web terminal: single-use tickets, the WebSocket bridged to a shell in the machine, its audit.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { terminalRoutes } from './terminal.routes';
