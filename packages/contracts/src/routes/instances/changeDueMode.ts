// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const changeDueMode: Route<(typeof ENDPOINTS)['instances']['changeDueMode']> = {
  method: 'POST',
  path: '/api/instance/change_due_mode',
  access: 'session',
};
