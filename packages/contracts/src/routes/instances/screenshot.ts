// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const screenshot: Route<(typeof ENDPOINTS)['instances']['screenshot']> = {
  method: 'POST',
  path: '/api/screenshot_kvm',
  access: 'session',
};
