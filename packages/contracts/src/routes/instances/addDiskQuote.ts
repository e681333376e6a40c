// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const addDiskQuote: Route<(typeof ENDPOINTS)['instances']['addDiskQuote']> = {
  method: 'POST',
  path: '/api/instance/add_one_disk_query_price',
  access: 'session',
};
