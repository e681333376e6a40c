// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const unpublishArticle: Route<(typeof ENDPOINTS)['opsDocs']['unpublishArticle']> = {
  method: 'POST',
  path: '/api/ops/unpublish_doc_article',
  access: 'staff',
};
