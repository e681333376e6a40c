// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const deliveries: Route<(typeof ENDPOINTS)['webhooks']['deliveries']> = {
  method: 'POST',
  path: '/api/webhook/deliveries',
  access: 'main',
};
