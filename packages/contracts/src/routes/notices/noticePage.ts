// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const noticePage: Route<(typeof ENDPOINTS)['notices']['noticePage']> = {
  method: 'GET',
  path: '/api/get_notice_by_page',
  access: 'public',
};
