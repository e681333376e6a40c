// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const registrationOptions: Route<(typeof ENDPOINTS)['passkeys']['registrationOptions']> = {
  method: 'POST',
  path: '/api/passkey/registration_options',
  access: 'session',
};
