// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const update: Route<(typeof ENDPOINTS)['webhooks']['update']> = {
  method: 'POST',
  path: '/api/webhook/update',
  access: 'main',
};
