// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const setPayPreference: Route<(typeof ENDPOINTS)['wallet']['setPayPreference']> = {
  method: 'POST',
  path: '/api/set_pay_preference',
  access: 'main',
};
