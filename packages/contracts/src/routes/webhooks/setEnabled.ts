// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const setEnabled: Route<(typeof ENDPOINTS)['webhooks']['setEnabled']> = {
  method: 'POST',
  path: '/api/webhook/set_enabled',
  access: 'main',
};
