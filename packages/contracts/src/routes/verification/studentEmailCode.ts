// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const studentEmailCode: Route<(typeof ENDPOINTS)['verification']['studentEmailCode']> = {
  method: 'POST',
  path: '/third-party/api/v1/verification/student-email-code',
  access: 'bearer-main',
};
