// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const elasticUpgradeContainer: Route<(typeof ENDPOINTS)['instances']['elasticUpgradeContainer']> = {
  method: 'POST',
  path: '/api/elastic_upgrade_container_v2',
  access: 'session',
};
