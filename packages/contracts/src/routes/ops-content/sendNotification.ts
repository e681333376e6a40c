// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const sendNotification: Route<(typeof ENDPOINTS)['opsContent']['sendNotification']> = {
  method: 'POST',
  path: '/api/ops/send_notification',
  access: 'staff',
};
