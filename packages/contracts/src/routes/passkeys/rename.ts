// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const rename: Route<(typeof ENDPOINTS)['passkeys']['rename']> = {
  method: 'POST',
  path: '/api/passkey/rename',
  access: 'session',
};
