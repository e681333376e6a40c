// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const signInOptions: Route<(typeof ENDPOINTS)['passkeys']['signInOptions']> = {
  method: 'POST',
  path: '/api/passkey/sign_in_options',
  access: 'public',
};
