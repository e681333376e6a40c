// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsDeleteAiModel: Route<(typeof ENDPOINTS)['catalog']['opsDeleteAiModel']> = {
  method: 'POST',
  path: '/api/ops/delete_ai_model',
  access: 'staff',
};
