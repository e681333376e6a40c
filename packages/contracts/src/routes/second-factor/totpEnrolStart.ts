// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const totpEnrolStart: Route<(typeof ENDPOINTS)['secondFactor']['totpEnrolStart']> = {
  method: 'POST',
  path: '/api/second_factor/totp_enrol_start',
  access: 'session',
};
