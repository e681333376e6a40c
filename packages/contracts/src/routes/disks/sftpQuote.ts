// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const sftpQuote: Route<(typeof ENDPOINTS)['disks']['sftpQuote']> = {
  method: 'POST',
  path: '/api/buy_sftp_size_query_price',
  access: 'session',
};
