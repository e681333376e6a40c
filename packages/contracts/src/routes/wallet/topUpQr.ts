// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const topUpQr: Route<(typeof ENDPOINTS)['wallet']['topUpQr']> = {
  method: 'POST',
  path: '/api/get_qrcode',
  access: 'main',
};
