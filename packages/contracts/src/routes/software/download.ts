// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const download: Route<(typeof ENDPOINTS)['software']['download']> = {
  method: 'GET',
  path: '/api/software/download/:id',
  access: 'public',
};
