// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const register: Route<(typeof ENDPOINTS)['passkeys']['register']> = {
  method: 'POST',
  path: '/api/passkey/register',
  access: 'session',
};
