// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const referrals: Route<(typeof ENDPOINTS)['partners']['referrals']> = {
  method: 'POST',
  path: '/api/partner/get_referrals',
  access: 'main',
};
