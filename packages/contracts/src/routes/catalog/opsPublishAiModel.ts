// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsPublishAiModel: Route<(typeof ENDPOINTS)['catalog']['opsPublishAiModel']> = {
  method: 'POST',
  path: '/api/ops/publish_ai_model',
  access: 'staff',
};
