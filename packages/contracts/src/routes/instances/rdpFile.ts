// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const rdpFile: Route<(typeof ENDPOINTS)['instances']['rdpFile']> = {
  method: 'POST',
  path: '/api/get_rdp_file',
  access: 'session',
};
