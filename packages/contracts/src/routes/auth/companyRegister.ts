// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const companyRegister: Route<(typeof ENDPOINTS)['auth']['companyRegister']> = {
  method: 'POST',
  path: '/api/company_register',
  access: 'public',
};
