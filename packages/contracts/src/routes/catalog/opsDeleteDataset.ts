// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsDeleteDataset: Route<(typeof ENDPOINTS)['catalog']['opsDeleteDataset']> = {
  method: 'POST',
  path: '/api/ops/delete_dataset',
  access: 'staff',
};
