// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsSaveAiModel: Route<(typeof ENDPOINTS)['catalog']['opsSaveAiModel']> = {
  method: 'POST',
  path: '/api/ops/save_ai_model',
  access: 'staff',
};
