// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const settlements: Route<(typeof ENDPOINTS)['partners']['settlements']> = {
  method: 'POST',
  path: '/api/get_settlements',
  access: 'main',
};
