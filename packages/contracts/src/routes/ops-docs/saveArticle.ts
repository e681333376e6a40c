// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const saveArticle: Route<(typeof ENDPOINTS)['opsDocs']['saveArticle']> = {
  method: 'POST',
  path: '/api/ops/save_doc_article',
  access: 'staff',
};
