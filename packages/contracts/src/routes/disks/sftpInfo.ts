// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const sftpInfo: Route<(typeof ENDPOINTS)['disks']['sftpInfo']> = {
  method: 'POST',
  path: '/api/get_sftp_size_info',
  access: 'session',
};
