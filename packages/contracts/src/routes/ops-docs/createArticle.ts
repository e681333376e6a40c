// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const createArticle: Route<(typeof ENDPOINTS)['opsDocs']['createArticle']> = {
  method: 'POST',
  path: '/api/ops/create_doc_article',
  access: 'staff',
};
