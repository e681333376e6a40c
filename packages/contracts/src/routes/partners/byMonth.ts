// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const byMonth: Route<(typeof ENDPOINTS)['partners']['byMonth']> = {
  method: 'POST',
  path: '/api/partner/get_earnings_by_month',
  access: 'main',
};
