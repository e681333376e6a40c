// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const uploadFile: Route<(typeof ENDPOINTS)['verification']['uploadFile']> = {
  method: 'POST',
  path: '/third-party/api/v1/verification/file',
  access: 'bearer-main',
};
