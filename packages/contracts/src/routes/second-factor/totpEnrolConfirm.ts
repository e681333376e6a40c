// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const totpEnrolConfirm: Route<(typeof ENDPOINTS)['secondFactor']['totpEnrolConfirm']> = {
  method: 'POST',
  path: '/api/second_factor/totp_enrol_confirm',
  access: 'session',
};
