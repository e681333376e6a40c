// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const vote: Route<(typeof ENDPOINTS)['docs']['vote']> = {
  method: 'POST',
  path: '/api/vote_doc',
  access: 'session',
};
