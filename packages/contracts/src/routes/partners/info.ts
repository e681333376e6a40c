// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const info: Route<(typeof ENDPOINTS)['partners']['info']> = {
  method: 'POST',
  path: '/api/partner/get_info',
  access: 'main',
};
