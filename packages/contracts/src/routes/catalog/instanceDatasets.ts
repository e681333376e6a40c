// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const instanceDatasets: Route<(typeof ENDPOINTS)['catalog']['instanceDatasets']> = {
  method: 'POST',
  path: '/api/instance/get_datasets',
  access: 'session',
};
