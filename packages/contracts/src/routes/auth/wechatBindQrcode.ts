// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const wechatBindQrcode: Route<(typeof ENDPOINTS)['auth']['wechatBindQrcode']> = {
  method: 'POST',
  path: '/api/auth/wechat/get_bind_qrcode',
  access: 'main',
};
