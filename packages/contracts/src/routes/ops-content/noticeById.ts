// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const noticeById: Route<(typeof ENDPOINTS)['opsContent']['noticeById']> = {
  method: 'POST',
  path: '/api/ops/get_notice',
  access: 'staff',
};
