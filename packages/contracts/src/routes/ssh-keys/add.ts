// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const add: Route<(typeof ENDPOINTS)['sshKeys']['add']> = {
  method: 'POST',
  path: '/api/ssh_key/add',
  access: 'session',
};
