// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const saveNoticeDraft: Route<(typeof ENDPOINTS)['opsContent']['saveNoticeDraft']> = {
  method: 'POST',
  path: '/api/ops/save_notice_draft',
  access: 'staff',
};
