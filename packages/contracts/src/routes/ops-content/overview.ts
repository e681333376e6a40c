// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const overview: Route<(typeof ENDPOINTS)['opsContent']['overview']> = {
  method: 'POST',
  path: '/api/ops/get_overview',
  access: 'staff',
};
