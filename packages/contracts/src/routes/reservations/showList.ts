// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const showList: Route<(typeof ENDPOINTS)['reservations']['showList']> = {
  method: 'POST',
  path: '/api/get_bare_metal_show_list',
  access: 'public',
};
