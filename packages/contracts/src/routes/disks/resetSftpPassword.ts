// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const resetSftpPassword: Route<(typeof ENDPOINTS)['disks']['resetSftpPassword']> = {
  method: 'POST',
  path: '/api/sftp/reset_password',
  access: 'session',
};
