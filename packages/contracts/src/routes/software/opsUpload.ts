// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsUpload: Route<(typeof ENDPOINTS)['software']['opsUpload']> = {
  method: 'POST',
  path: '/api/ops/software/upload_file',
  access: 'staff',
};
