// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const deleteArticle: Route<(typeof ENDPOINTS)['opsDocs']['deleteArticle']> = {
  method: 'POST',
  path: '/api/ops/delete_doc_article',
  access: 'staff',
};
