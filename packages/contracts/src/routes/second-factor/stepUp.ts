// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const stepUp: Route<(typeof ENDPOINTS)['secondFactor']['stepUp']> = {
  method: 'POST',
  path: '/api/second_factor/step_up',
  access: 'session',
};
