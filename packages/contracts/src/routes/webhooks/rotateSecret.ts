// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const rotateSecret: Route<(typeof ENDPOINTS)['webhooks']['rotateSecret']> = {
  method: 'POST',
  path: '/api/webhook/rotate_secret',
  access: 'main',
};
