// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const datasets: Route<(typeof ENDPOINTS)['catalog']['datasets']> = {
  method: 'POST',
  path: '/api/get_dataset_list',
  access: 'public',
};
