// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsDatasets: Route<(typeof ENDPOINTS)['catalog']['opsDatasets']> = {
  method: 'POST',
  path: '/api/ops/get_datasets',
  access: 'staff',
};
