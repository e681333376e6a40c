// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const unshare: Route<(typeof ENDPOINTS)['customImages']['unshare']> = {
  method: 'POST',
  path: '/api/image/custom/unshare',
  access: 'main',
};
