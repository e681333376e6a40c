// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const smsOutbox: Route<(typeof ENDPOINTS)['admin']['smsOutbox']> = {
  method: 'POST',
  path: '/api/admin/get_sms_outbox',
  access: 'staff',
};
