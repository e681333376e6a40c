// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const kvmBoard: Route<(typeof ENDPOINTS)['store']['kvmBoard']> = {
  method: 'POST',
  path: '/api/instanceAvailableKvmStore',
  access: 'public',
};
