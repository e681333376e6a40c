// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const accept: Route<(typeof ENDPOINTS)['agreementAcceptance']['accept']> = {
  method: 'POST',
  path: '/api/accept_agreement',
  access: 'main',
};
