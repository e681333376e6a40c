// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const diskQuote: Route<(typeof ENDPOINTS)['publicApi']['diskQuote']> = {
  method: 'POST',
  path: '/openapi/v1/disks/quote',
  access: 'key',
};
