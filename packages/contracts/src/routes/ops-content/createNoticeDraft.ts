// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const createNoticeDraft: Route<(typeof ENDPOINTS)['opsContent']['createNoticeDraft']> = {
  method: 'POST',
  path: '/api/ops/create_notice_draft',
  access: 'staff',
};
