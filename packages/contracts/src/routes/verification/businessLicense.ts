// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const businessLicense: Route<(typeof ENDPOINTS)['verification']['businessLicense']> = {
  method: 'POST',
  path: '/third-party/api/v1/verification/business-license',
  access: 'bearer-main',
};
