// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const changeDueModeQuote: Route<(typeof ENDPOINTS)['instances']['changeDueModeQuote']> = {
  method: 'POST',
  path: '/api/instance/change_due_mode_query_price',
  access: 'session',
};
