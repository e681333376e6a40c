/**
 * The signed third-party API (/third-party/api/v1): instances, orders and balance for scripts.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { publicApiRoutes } from './public-api.routes';
