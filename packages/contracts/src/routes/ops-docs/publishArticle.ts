// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const publishArticle: Route<(typeof ENDPOINTS)['opsDocs']['publishArticle']> = {
  method: 'POST',
  path: '/api/ops/publish_doc_article',
  access: 'staff',
};
