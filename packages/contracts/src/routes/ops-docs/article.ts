// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const article: Route<(typeof ENDPOINTS)['opsDocs']['article']> = {
  method: 'POST',
  path: '/api/ops/get_doc_article',
  access: 'staff',
};
