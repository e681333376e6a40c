// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const agreement: Route<(typeof ENDPOINTS)['agreements']['agreement']> = {
  method: 'POST',
  path: '/api/get_agreement',
  access: 'public',
};
