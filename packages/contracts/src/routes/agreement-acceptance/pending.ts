// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const pending: Route<(typeof ENDPOINTS)['agreementAcceptance']['pending']> = {
  method: 'POST',
  path: '/api/get_pending_agreements',
  access: 'session',
};
