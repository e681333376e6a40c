// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsPublishDataset: Route<(typeof ENDPOINTS)['catalog']['opsPublishDataset']> = {
  method: 'POST',
  path: '/api/ops/publish_dataset',
  access: 'staff',
};
