// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const socket: Route<(typeof ENDPOINTS)['terminal']['socket']> = {
  method: 'GET',
  path: '/api/terminal',
  access: 'public',
};
