// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const loginTotp: Route<(typeof ENDPOINTS)['ops']['loginTotp']> = {
  method: 'POST',
  path: '/api/ops/login_totp',
  access: 'public',
};
