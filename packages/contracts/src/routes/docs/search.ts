// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const search: Route<(typeof ENDPOINTS)['docs']['search']> = {
  method: 'POST',
  path: '/api/search_docs',
  access: 'public',
};
