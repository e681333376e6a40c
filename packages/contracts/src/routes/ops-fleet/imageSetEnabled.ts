// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const imageSetEnabled: Route<(typeof ENDPOINTS)['opsFleet']['imageSetEnabled']> = {
  method: 'POST',
  path: '/api/ops/fleet/set_image_enabled',
  access: 'staff',
};
