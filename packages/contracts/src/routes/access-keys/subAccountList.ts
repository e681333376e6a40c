// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const subAccountList: Route<(typeof ENDPOINTS)['accessKeys']['subAccountList']> = {
  method: 'POST',
  path: '/api/access_key/sub_account_list',
  access: 'main',
};
