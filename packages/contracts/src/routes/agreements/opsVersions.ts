// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsVersions: Route<(typeof ENDPOINTS)['agreements']['opsVersions']> = {
  method: 'POST',
  path: '/api/ops/get_agreement_versions',
  access: 'staff',
};
