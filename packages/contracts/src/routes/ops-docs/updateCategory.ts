// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const updateCategory: Route<(typeof ENDPOINTS)['opsDocs']['updateCategory']> = {
  method: 'POST',
  path: '/api/ops/update_doc_category',
  access: 'staff',
};
