// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const share: Route<(typeof ENDPOINTS)['customImages']['share']> = {
  method: 'POST',
  path: '/api/image/custom/share',
  access: 'main',
};
