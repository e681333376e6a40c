// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const disable: Route<(typeof ENDPOINTS)['secondFactor']['disable']> = {
  method: 'POST',
  path: '/api/second_factor/disable',
  access: 'session',
};
