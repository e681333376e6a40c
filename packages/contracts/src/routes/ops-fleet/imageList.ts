// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const imageList: Route<(typeof ENDPOINTS)['opsFleet']['imageList']> = {
  method: 'POST',
  path: '/api/ops/fleet/get_image_list',
  access: 'staff',
};
