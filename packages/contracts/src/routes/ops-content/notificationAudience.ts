// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const notificationAudience: Route<(typeof ENDPOINTS)['opsContent']['notificationAudience']> = {
  method: 'POST',
  path: '/api/ops/count_notification_recipients',
  access: 'staff',
};
