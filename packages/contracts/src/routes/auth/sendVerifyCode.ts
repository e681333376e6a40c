// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const sendVerifyCode: Route<(typeof ENDPOINTS)['auth']['sendVerifyCode']> = {
  method: 'POST',
  path: '/api/auth/send_verify_code',
  access: 'public',
};
