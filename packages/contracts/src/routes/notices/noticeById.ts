// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const noticeById: Route<(typeof ENDPOINTS)['notices']['noticeById']> = {
  method: 'POST',
  path: '/api/get_blod_by_id',
  access: 'public',
};
