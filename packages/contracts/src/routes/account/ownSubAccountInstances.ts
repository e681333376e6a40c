// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const ownSubAccountInstances: Route<(typeof ENDPOINTS)['account']['ownSubAccountInstances']> = {
  method: 'POST',
  path: '/api/get_sub_account_container',
  access: 'session',
};
