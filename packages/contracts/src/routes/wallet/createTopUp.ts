// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const createTopUp: Route<(typeof ENDPOINTS)['wallet']['createTopUp']> = {
  method: 'POST',
  path: '/api/create_qrcode',
  access: 'main',
};
