// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const login: Route<(typeof ENDPOINTS)['ops']['login']> = {
  method: 'POST',
  path: '/api/ops/login',
  access: 'public',
};
