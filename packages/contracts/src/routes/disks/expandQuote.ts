// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const expandQuote: Route<(typeof ENDPOINTS)['disks']['expandQuote']> = {
  method: 'POST',
  path: '/api/cloud_disk/expand_query_price',
  access: 'session',
};
