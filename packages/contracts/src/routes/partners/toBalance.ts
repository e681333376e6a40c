// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const toBalance: Route<(typeof ENDPOINTS)['partners']['toBalance']> = {
  method: 'POST',
  path: '/api/partner/move_to_balance',
  access: 'main',
};
