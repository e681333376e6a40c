// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const deleteCategory: Route<(typeof ENDPOINTS)['opsDocs']['deleteCategory']> = {
  method: 'POST',
  path: '/api/ops/delete_doc_category',
  access: 'staff',
};
