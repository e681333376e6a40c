// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const memoryQuote: Route<(typeof ENDPOINTS)['publicApi']['memoryQuote']> = {
  method: 'POST',
  path: '/openapi/v1/instances/:id/memory/quote',
  access: 'key',
};
