// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const loginSecondFactorPasskeyOptions: Route<
  (typeof ENDPOINTS)['secondFactor']['loginSecondFactorPasskeyOptions']
> = {
  method: 'POST',
  path: '/api/login_second_factor/passkey_options',
  access: 'public',
};
