// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const list: Route<(typeof ENDPOINTS)['passkeys']['list']> = {
  method: 'POST',
  path: '/api/passkey/list',
  access: 'session',
};
