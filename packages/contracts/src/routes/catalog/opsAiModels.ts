// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsAiModels: Route<(typeof ENDPOINTS)['catalog']['opsAiModels']> = {
  method: 'POST',
  path: '/api/ops/get_ai_models',
  access: 'staff',
};
