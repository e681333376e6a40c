// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const sessions: Route<(typeof ENDPOINTS)['opsTerminal']['sessions']> = {
  method: 'POST',
  path: '/api/ops/get_user_terminal_sessions',
  access: 'staff',
};
