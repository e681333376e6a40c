// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const withdraw: Route<(typeof ENDPOINTS)['partners']['withdraw']> = {
  method: 'POST',
  path: '/api/partner/apply_withdrawal',
  access: 'main',
};
