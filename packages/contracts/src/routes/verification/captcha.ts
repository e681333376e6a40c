// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const captcha: Route<(typeof ENDPOINTS)['verification']['captcha']> = {
  method: 'POST',
  path: '/third-party/api/v1/verification/captcha',
  access: 'bearer-main',
};
