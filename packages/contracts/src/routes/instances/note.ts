// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const note: Route<(typeof ENDPOINTS)['instances']['note']> = {
  method: 'POST',
  path: '/api/note_container',
  access: 'session',
};
