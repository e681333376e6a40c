// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const selectorOptions: Route<(typeof ENDPOINTS)['store']['selectorOptions']> = {
  method: 'POST',
  path: '/api/store/get_store_selector_options',
  access: 'public',
};
