// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const article: Route<(typeof ENDPOINTS)['docs']['article']> = {
  method: 'POST',
  path: '/api/get_doc_article',
  access: 'public',
};
