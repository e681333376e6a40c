import { endpoint } from '../endpoint';
import {
  opsHostServicesRequest,
  opsHostServicesResponse,
  opsUserServicesRequest,
  opsUserServicesResponse,
  SERVICES_RULE,
  serviceListRequest,
  serviceListResponse,
  serviceOpenRequest,
  serviceOpenResponse,
} from '../services';

const tag = 'instance services';

/** Plugins and the custom port on origins of their own (issue 40). */
export const servicesEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/api/instance/services/list',
    access: 'session',
    tag,
    summary: "An instance's services: each plugin and the custom port, with its origin and state",
    description: SERVICES_RULE,
    request: serviceListRequest,
    response: serviceListResponse,
  }),
  open: endpoint({
    method: 'POST',
    path: '/api/instance/services/open',
    access: 'session',
    tag,
    summary: 'A single-use address that lets this browser into one service of an instance',
    description: SERVICES_RULE,
    request: serviceOpenRequest,
    response: serviceOpenResponse,
  }),
};

/** The staff side of services: fleet turns them off per host, support sees a customer's. */
export const opsServicesEndpoints = {
  hostSetServices: endpoint({
    method: 'POST',
    path: '/api/ops/fleet/set_host_services',
    access: 'staff',
    staffRoles: ['fleet'],
    tag: 'Operator console: fleet',
    summary: "Turn a host's instance services (plugins, custom port) on or off",
    description: 'Off: opening a service, its single-use address and its proxied requests are refused.',
    request: opsHostServicesRequest,
    response: opsHostServicesResponse,
  }),
  userServices: endpoint({
    method: 'POST',
    path: '/api/ops/get_user_services',
    access: 'staff',
    staffRoles: ['support'],
    tag: 'Operator console: users',
    summary: "A customer's service addresses (seen, never opened: they need the customer's session)",
    request: opsUserServicesRequest,
    response: opsUserServicesResponse,
  }),
};
