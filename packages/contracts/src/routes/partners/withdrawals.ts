// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const withdrawals: Route<(typeof ENDPOINTS)['partners']['withdrawals']> = {
  method: 'POST',
  path: '/api/partner/get_withdrawals',
  access: 'main',
};
