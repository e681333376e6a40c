// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const addDiskQuote: Route<(typeof ENDPOINTS)['publicApi']['addDiskQuote']> = {
  method: 'POST',
  path: '/openapi/v1/instances/:id/disk/quote',
  access: 'key',
};
