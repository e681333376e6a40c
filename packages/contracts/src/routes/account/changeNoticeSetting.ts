// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const changeNoticeSetting: Route<(typeof ENDPOINTS)['account']['changeNoticeSetting']> = {
  method: 'POST',
  path: '/api/change_notice_setting',
  access: 'main',
};
