// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const tree: Route<(typeof ENDPOINTS)['docs']['tree']> = {
  method: 'POST',
  path: '/api/get_doc_tree',
  access: 'public',
};
