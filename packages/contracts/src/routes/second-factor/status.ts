// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const status: Route<(typeof ENDPOINTS)['secondFactor']['status']> = {
  method: 'POST',
  path: '/api/second_factor/get_status',
  access: 'session',
};
