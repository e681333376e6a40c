// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const noticeList: Route<(typeof ENDPOINTS)['opsContent']['noticeList']> = {
  method: 'POST',
  path: '/api/ops/get_notice_list',
  access: 'staff',
};
