import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/** Requests that matched no route (a probe, a typo) are counted under this one name, never their URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts and times every answered request under its route template (`/api/instances/:id`, never the
 * id: Fastify's routeOptions.url) and status class. A hook with `done`: no promise per request.
 */
export function registerHttpMetrics(server: FastifyInstance, metrics: Metrics): void {
  server.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const method = request.method;
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    metrics.httpRequests.inc({ method, route, status_class: statusClass });
    metrics.httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });
}
