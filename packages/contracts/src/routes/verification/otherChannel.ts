// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const otherChannel: Route<(typeof ENDPOINTS)['verification']['otherChannel']> = {
  method: 'POST',
  path: '/third-party/api/v1/verification/other-channel',
  access: 'bearer-main',
};
