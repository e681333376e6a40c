// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const startFace: Route<(typeof ENDPOINTS)['verification']['startFace']> = {
  method: 'POST',
  path: '/third-party/api/v1/verification/face-print',
  access: 'bearer-main',
};
