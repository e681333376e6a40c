// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const revealAccount: Route<(typeof ENDPOINTS)['opsPartners']['revealAccount']> = {
  method: 'POST',
  path: '/api/ops/partner/reveal_withdrawal_account',
  access: 'staff',
};
