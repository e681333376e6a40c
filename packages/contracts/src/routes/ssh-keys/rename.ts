// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const rename: Route<(typeof ENDPOINTS)['sshKeys']['rename']> = {
  method: 'POST',
  path: '/api/ssh_key/rename',
  access: 'session',
};
