// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const changeNoticeEmail: Route<(typeof ENDPOINTS)['account']['changeNoticeEmail']> = {
  method: 'POST',
  path: '/api/change_notice_email',
  access: 'main',
};
