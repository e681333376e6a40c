// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const loginSecondFactor: Route<(typeof ENDPOINTS)['secondFactor']['loginSecondFactor']> = {
  method: 'POST',
  path: '/api/login_second_factor',
  access: 'public',
};
