// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const list: Route<(typeof ENDPOINTS)['webhooks']['list']> = {
  method: 'POST',
  path: '/api/webhook/list',
  access: 'main',
};
