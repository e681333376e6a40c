// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const apply: Route<(typeof ENDPOINTS)['partners']['apply']> = {
  method: 'POST',
  path: '/api/partner/apply',
  access: 'main',
};
