// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const billingModeQuote: Route<(typeof ENDPOINTS)['publicApi']['billingModeQuote']> = {
  method: 'POST',
  path: '/openapi/v1/instances/:id/billing-mode/quote',
  access: 'key',
};
