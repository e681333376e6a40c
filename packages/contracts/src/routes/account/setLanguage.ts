// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const setLanguage: Route<(typeof ENDPOINTS)['account']['setLanguage']> = {
  method: 'POST',
  path: '/api/set_language',
  access: 'session',
};
