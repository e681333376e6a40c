/** The publicApi module's door: what other modules, the app and the jobs may use. */
export { publicApiRoutes } from './public-api.routes';
