// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const publishNotice: Route<(typeof ENDPOINTS)['opsContent']['publishNotice']> = {
  method: 'POST',
  path: '/api/ops/publish_notice',
  access: 'staff',
};
