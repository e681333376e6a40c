import { endpoint } from '../endpoint';
import { healthResponse, openApiDocument } from '../health';

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
