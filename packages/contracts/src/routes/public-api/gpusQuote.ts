// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const gpusQuote: Route<(typeof ENDPOINTS)['publicApi']['gpusQuote']> = {
  method: 'POST',
  path: '/openapi/v1/instances/:id/gpus/quote',
  access: 'key',
};
