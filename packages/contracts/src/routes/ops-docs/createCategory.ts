// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const createCategory: Route<(typeof ENDPOINTS)['opsDocs']['createCategory']> = {
  method: 'POST',
  path: '/api/ops/create_doc_category',
  access: 'staff',
};
