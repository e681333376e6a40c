// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const modifyNotifyPhone: Route<(typeof ENDPOINTS)['account']['modifyNotifyPhone']> = {
  method: 'POST',
  path: '/api/modify_notify_phone',
  access: 'main',
};
