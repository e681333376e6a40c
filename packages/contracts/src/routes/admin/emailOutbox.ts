// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const emailOutbox: Route<(typeof ENDPOINTS)['admin']['emailOutbox']> = {
  method: 'POST',
  path: '/api/admin/get_email_outbox',
  access: 'staff',
};
