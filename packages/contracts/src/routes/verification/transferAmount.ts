// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const transferAmount: Route<(typeof ENDPOINTS)['verification']['transferAmount']> = {
  method: 'POST',
  path: '/third-party/api/v1/verification/transfer-amount',
  access: 'bearer-main',
};
