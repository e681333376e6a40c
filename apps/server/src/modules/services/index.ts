/**
 * Instance services (issue 40): plugins and the custom port on origins of their own, the one-time
 * entry, the proxy ahead of Fastify, and the staff's switch and view.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { attachServiceGateway } from './service-gateway';
export { servicesRoutes } from './services.routes';
