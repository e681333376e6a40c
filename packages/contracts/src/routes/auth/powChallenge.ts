// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const powChallenge: Route<(typeof ENDPOINTS)['auth']['powChallenge']> = {
  method: 'POST',
  path: '/api/auth/get_pow_challenge',
  access: 'public',
};
