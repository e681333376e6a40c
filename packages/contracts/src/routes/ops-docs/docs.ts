// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const docs: Route<(typeof ENDPOINTS)['opsDocs']['docs']> = {
  method: 'POST',
  path: '/api/ops/get_docs',
  access: 'staff',
};
