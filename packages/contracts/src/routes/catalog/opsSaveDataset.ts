// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsSaveDataset: Route<(typeof ENDPOINTS)['catalog']['opsSaveDataset']> = {
  method: 'POST',
  path: '/api/ops/save_dataset',
  access: 'staff',
};
