// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const myVote: Route<(typeof ENDPOINTS)['docs']['myVote']> = {
  method: 'POST',
  path: '/api/get_my_doc_vote',
  access: 'session',
};
