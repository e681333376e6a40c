// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const get: Route<(typeof ENDPOINTS)['runway']['get']> = {
  method: 'POST',
  path: '/api/wallet/get_runway',
  access: 'main',
};
