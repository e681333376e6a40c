import { bareMetalShowListRequest, bareMetalShowListResponse, RANGE_RULE } from '../bare-metal';
import { endpoint } from '../endpoint';
import {
  instanceLogRequest,
  instanceLogResponse,
  renewQuoteResponse,
  renewRequest,
  renewResponse,
} from '../instance-actions';
import {
  addReservationRequest,
  cancelReservationRequest,
  opsDeliverRequest,
  opsDeliverResponse,
  opsFreeHostsResponse,
  opsReservationAcknowledged,
  opsReservationListRequest,
  opsReservationListResponse,
  opsReservationRefuseRequest,
  opsReservationRequest,
  reservationListRequest,
  reservationListResponse,
  reservationQuoteResponse,
  reservationRangeRequest,
  reservationResponse,
} from '../reservations';

const tag = 'bare metal';
const fleet = { access: 'staff', staffRoles: ['fleet'] } as const;
const opsTag = 'Operator console: fleet';

/** Bare metal (issue 17): the public show list, reservations with a deposit, renewals and logs. */
export const reservationsEndpoints = {
  showList: endpoint({
    method: 'POST',
    path: '/api/get_bare_metal_show_list',
    access: 'public',
    tag: 'store',
    summary:
      'Bare-metal machine configurations with their list prices, the machines free now and those reservable for a range',
    request: bareMetalShowListRequest,
    response: bareMetalShowListResponse,
  }),
  quote: endpoint({
    method: 'POST',
    path: '/api/add_baremetal_reservation_query_price',
    access: 'main',
    tag,
    summary: 'The deposit a reservation would take now, and how the range is rented on delivery',
    description: RANGE_RULE,
    request: reservationRangeRequest,
    response: reservationQuoteResponse,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/add_baremetal_reservation',
    access: 'main',
    tag,
    summary: 'Reserve a machine of a configuration for a range of days; the deposit is charged at once',
    description: `${RANGE_RULE} Refused (status 1) when no machine of the configuration is left for the range (requested and confirmed reservations count), or when the wallet cannot pay the deposit. Staff confirm or refuse it; a refusal refunds the deposit.`,
    request: addReservationRequest,
    response: reservationResponse,
  }),
  list: endpoint({
    method: 'POST',
    path: '/api/get_reservation_list',
    access: 'main',
    tag,
    summary: 'The caller’s bare-metal reservations, newest first, with deposits and refunds',
    request: reservationListRequest,
    response: reservationListResponse,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/cancel_baremetal_reservation',
    access: 'main',
    tag,
    summary:
      'Cancel a requested or confirmed reservation before its first day; the deposit comes back in full',
    request: cancelReservationRequest,
    response: reservationResponse,
  }),
  renewQuote: endpoint({
    method: 'POST',
    path: '/api/renew_bare_metal_instance_query_price',
    access: 'session',
    tag,
    summary: 'Price of renewing a prepaid bare-metal instance, and its new end',
    request: renewRequest,
    response: renewQuoteResponse,
  }),
  renew: endpoint({
    method: 'POST',
    path: '/api/renew_bare_metal_instance',
    access: 'session',
    tag,
    summary: 'Renew a prepaid bare-metal instance (other kinds are refused)',
    request: renewRequest,
    response: renewResponse,
  }),
  logs: endpoint({
    method: 'POST',
    path: '/api/logs/get_baremetal_log_list',
    access: 'session',
    tag,
    summary: 'What happened to a bare-metal instance, newest first (other kinds are refused)',
    request: instanceLogRequest,
    response: instanceLogResponse,
  }),
};

/** The fleet's reservation desk. */
export const opsReservationsEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/api/ops/reservation/list',
    ...fleet,
    tag: opsTag,
    summary: 'Bare-metal reservations by state (requested ones oldest first), with the waiting count',
    request: opsReservationListRequest,
    response: opsReservationListResponse,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/ops/reservation/confirm',
    ...fleet,
    tag: opsTag,
    summary: 'Confirm a requested reservation',
    request: opsReservationRequest,
    response: opsReservationAcknowledged,
  }),
  refuse: endpoint({
    method: 'POST',
    path: '/api/ops/reservation/refuse',
    ...fleet,
    tag: opsTag,
    summary: 'Refuse a requested or confirmed reservation with a reason: the deposit is refunded in full',
    request: opsReservationRefuseRequest,
    response: opsReservationAcknowledged,
  }),
  freeHosts: endpoint({
    method: 'POST',
    path: '/api/ops/reservation/free_hosts',
    ...fleet,
    tag: opsTag,
    summary: 'Online hosts of a reservation’s configuration with every GPU free: where it can be delivered',
    request: opsReservationRequest,
    response: opsFreeHostsResponse,
  }),
  deliver: endpoint({
    method: 'POST',
    path: '/api/ops/reservation/deliver',
    ...fleet,
    tag: opsTag,
    summary:
      'Deliver a confirmed reservation: rent the chosen host to the customer for the reserved term, the deposit refunded and the rental charged in one step',
    description:
      'Refused (status 1), changing nothing, when the customer cannot pay the rental after the deposit comes back, or the host is not free.',
    request: opsDeliverRequest,
    response: opsDeliverResponse,
  }),
};
