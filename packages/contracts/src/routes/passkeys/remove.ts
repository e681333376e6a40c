// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const remove: Route<(typeof ENDPOINTS)['passkeys']['remove']> = {
  method: 'POST',
  path: '/api/passkey/delete',
  access: 'session',
};
