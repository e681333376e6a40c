// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const moveArticle: Route<(typeof ENDPOINTS)['opsDocs']['moveArticle']> = {
  method: 'POST',
  path: '/api/ops/move_doc_article',
  access: 'staff',
};
