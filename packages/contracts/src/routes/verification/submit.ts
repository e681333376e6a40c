// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const submit: Route<(typeof ENDPOINTS)['verification']['submit']> = {
  method: 'POST',
  path: '/third-party/api/v1/verification/verifications',
  access: 'bearer-main',
};
