// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const downloadFile: Route<(typeof ENDPOINTS)['verification']['downloadFile']> = {
  method: 'GET',
  path: '/third-party/api/v1/verification/file/:id',
  access: 'public',
};
