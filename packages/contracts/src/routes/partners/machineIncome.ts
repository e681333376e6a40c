// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const machineIncome: Route<(typeof ENDPOINTS)['partners']['machineIncome']> = {
  method: 'POST',
  path: '/api/get_partner_machine_income_v2',
  access: 'main',
};
