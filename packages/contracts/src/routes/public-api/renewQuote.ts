// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const renewQuote: Route<(typeof ENDPOINTS)['publicApi']['renewQuote']> = {
  method: 'POST',
  path: '/openapi/v1/instances/:id/renew/quote',
  access: 'key',
};
