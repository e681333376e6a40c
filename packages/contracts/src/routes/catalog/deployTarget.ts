// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const deployTarget: Route<(typeof ENDPOINTS)['catalog']['deployTarget']> = {
  method: 'POST',
  path: '/api/ai_model_deploy_target',
  access: 'public',
};
