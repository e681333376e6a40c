// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const signIn: Route<(typeof ENDPOINTS)['passkeys']['signIn']> = {
  method: 'POST',
  path: '/api/passkey/sign_in',
  access: 'public',
};
