// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const noteSubAccount: Route<(typeof ENDPOINTS)['account']['noteSubAccount']> = {
  method: 'POST',
  path: '/api/note_user_sub_account',
  access: 'main',
};
