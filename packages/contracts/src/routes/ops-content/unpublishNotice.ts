// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const unpublishNotice: Route<(typeof ENDPOINTS)['opsContent']['unpublishNotice']> = {
  method: 'POST',
  path: '/api/ops/unpublish_notice',
  access: 'staff',
};
