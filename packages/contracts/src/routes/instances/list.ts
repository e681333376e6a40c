// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const list: Route<(typeof ENDPOINTS)['instances']['list']> = {
  method: 'POST',
  path: '/api/get_container_by_token_with_page_v2',
  access: 'session',
};
