// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const sendTest: Route<(typeof ENDPOINTS)['webhooks']['sendTest']> = {
  method: 'POST',
  path: '/api/webhook/send_test',
  access: 'main',
};
