// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const wechatLoginQrcode: Route<(typeof ENDPOINTS)['auth']['wechatLoginQrcode']> = {
  method: 'POST',
  path: '/api/auth/wechat/get_login_qrcode',
  access: 'public',
};
