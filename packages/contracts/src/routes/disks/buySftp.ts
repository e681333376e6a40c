// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const buySftp: Route<(typeof ENDPOINTS)['disks']['buySftp']> = {
  method: 'POST',
  path: '/api/buy_sftp_size',
  access: 'session',
};
