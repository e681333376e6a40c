// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const aiModel: Route<(typeof ENDPOINTS)['catalog']['aiModel']> = {
  method: 'POST',
  path: '/api/get_ai_model',
  access: 'public',
};
