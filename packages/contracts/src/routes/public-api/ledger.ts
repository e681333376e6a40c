// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const ledger: Route<(typeof ENDPOINTS)['publicApi']['ledger']> = {
  method: 'GET',
  path: '/openapi/v1/ledger',
  access: 'key',
};
