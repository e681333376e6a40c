// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const ticket: Route<(typeof ENDPOINTS)['terminal']['ticket']> = {
  method: 'POST',
  path: '/api/instance/terminal/ticket',
  access: 'session',
};
