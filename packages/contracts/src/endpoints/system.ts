import { endpoint } from '../endpoint';
import { healthResponse, livenessResponse, openApiDocument, readinessResponse } from '../health';

/** What the server says about itself: whether it is up, and the document of this map. */
export const systemEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'health',
    summary: 'Whether the server and its database answer',
    response: healthResponse,
  }),
  live: endpoint({
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
    tag: 'health',
    summary: 'Liveness: the process answers (no database is asked)',
    description: 'For an orchestrator deciding to restart the process; a draining process is still live.',
    response: livenessResponse,
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    tag: 'health',
    summary: 'Readiness: the process takes traffic (database reachable, migrations run, not draining)',
    description:
      "For a proxy's health check: HTTP 503 with reason 'draining' from the first stop signal on, or 'database unreachable'.",
    response: readinessResponse,
  }),
  openApi: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    tag: 'docs',
    summary: 'The OpenAPI 3 document of this API (browsable at /api/docs)',
    hidden: true,
    response: openApiDocument,
  }),
};
