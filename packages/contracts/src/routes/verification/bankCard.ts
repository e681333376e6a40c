// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const bankCard: Route<(typeof ENDPOINTS)['verification']['bankCard']> = {
  method: 'POST',
  path: '/third-party/api/v1/verification/bank-card',
  access: 'bearer-main',
};
