// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const bannerAndNotice: Route<(typeof ENDPOINTS)['notices']['bannerAndNotice']> = {
  method: 'POST',
  path: '/api/app/get_banner_and_notice',
  access: 'public',
};
