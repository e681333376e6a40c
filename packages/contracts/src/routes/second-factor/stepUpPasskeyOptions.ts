// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const stepUpPasskeyOptions: Route<(typeof ENDPOINTS)['secondFactor']['stepUpPasskeyOptions']> = {
  method: 'POST',
  path: '/api/second_factor/step_up_passkey_options',
  access: 'session',
};
