// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const upgradeSpecQuote: Route<(typeof ENDPOINTS)['instances']['upgradeSpecQuote']> = {
  method: 'POST',
  path: '/api/instance/upgrade_spec_query_price',
  access: 'session',
};
