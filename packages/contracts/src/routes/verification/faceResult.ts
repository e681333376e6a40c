// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const faceResult: Route<(typeof ENDPOINTS)['verification']['faceResult']> = {
  method: 'GET',
  path: '/third-party/api/v1/verification/face-print',
  access: 'bearer-main',
};
