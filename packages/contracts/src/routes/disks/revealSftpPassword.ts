// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const revealSftpPassword: Route<(typeof ENDPOINTS)['disks']['revealSftpPassword']> = {
  method: 'POST',
  path: '/api/sftp/reveal_password',
  access: 'session',
};
