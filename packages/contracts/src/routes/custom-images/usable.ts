// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const usable: Route<(typeof ENDPOINTS)['customImages']['usable']> = {
  method: 'POST',
  path: '/api/image/custom/usable',
  access: 'session',
};
