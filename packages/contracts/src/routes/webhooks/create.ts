// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const create: Route<(typeof ENDPOINTS)['webhooks']['create']> = {
  method: 'POST',
  path: '/api/webhook/create',
  access: 'main',
};
