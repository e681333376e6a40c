// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const renew: Route<(typeof ENDPOINTS)['reservations']['renew']> = {
  method: 'POST',
  path: '/api/renew_bare_metal_instance',
  access: 'session',
};
