// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const createQuote: Route<(typeof ENDPOINTS)['disks']['createQuote']> = {
  method: 'POST',
  path: '/api/cloud_disk/create_query_price',
  access: 'session',
};
