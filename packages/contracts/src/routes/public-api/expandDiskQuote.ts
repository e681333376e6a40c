// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const expandDiskQuote: Route<(typeof ENDPOINTS)['publicApi']['expandDiskQuote']> = {
  method: 'POST',
  path: '/openapi/v1/disks/:id/expand/quote',
  access: 'key',
};
