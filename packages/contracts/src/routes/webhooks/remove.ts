// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const remove: Route<(typeof ENDPOINTS)['webhooks']['remove']> = {
  method: 'POST',
  path: '/api/webhook/delete',
  access: 'main',
};
