// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const settings: Route<(typeof ENDPOINTS)['account']['settings']> = {
  method: 'POST',
  path: '/api/get_account_settings',
  access: 'main',
};
