import { endpoint } from '../endpoint';
import {
  errorRefundResponse,
  instanceIdRequest,
  instanceListRequest,
  instancePageRequest,
  instancePageResponse,
  noteRequest,
  noteResponse,
} from '../instance-actions';
import { rentalCreatedResponse, rentalQuoteResponse, rentalRequest } from '../instances';
import { instanceActionEndpoints } from './instance-actions';
import { instanceBillingEndpoints } from './instance-billing';
import { instanceResizeEndpoints } from './instance-resize';

const tag = 'instances';
const access = 'session';

/** Renting an instance and the console's lists and notes. */
const rentalEndpoints = {
  quotePrice: endpoint({
    method: 'POST',
    path: '/api/instance/query_price',
    access,
    tag,
    summary: 'Price breakdown of a rental, as the order would charge it',
    request: rentalRequest,
    response: rentalQuoteResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/instance/create',
    access,
    tag,
    summary: 'Rent: charge, hold the GPUs and create the machine',
    request: rentalRequest,
    response: rentalCreatedResponse,
  }),
  list: endpoint({
    method: 'POST',
    path: '/api/get_container_by_token_with_page_v2',
    access,
    tag,
    summary: "The caller's instances (a main account's include its sub-accounts'), newest first",
    request: instanceListRequest,
    response: instancePageResponse,
  }),
  errorRefund: endpoint({
    method: 'POST',
    path: '/api/instance/kvm_error_refund',
    access,
    tag,
    summary: 'Refund a rental whose machine could not be created (once)',
    request: instanceIdRequest,
    response: errorRefundResponse,
  }),
  note: endpoint({
    method: 'POST',
    path: '/api/note_container',
    access,
    tag,
    summary: 'Set the note of an instance',
    request: noteRequest,
    response: noteResponse,
  }),
  bareMetalList: endpoint({
    method: 'POST',
    path: '/api/get_bare_metal_instance_list',
    access,
    tag,
    summary: "The caller's bare-metal instances, newest first",
    request: instancePageRequest,
    response: instancePageResponse,
  }),
  bareMetalNote: endpoint({
    method: 'POST',
    path: '/api/update_bare_metal_instance_note',
    access,
    tag,
    summary: 'Set the note of a bare-metal instance',
    request: noteRequest,
    response: noteResponse,
  }),
};

/**
 * Every endpoint of the instances feature, one object for the map; the route files register
 * rentals (instances.routes.ts), actions and billing from their own part of it.
 */
export const instancesEndpoints = {
  ...rentalEndpoints,
  ...instanceActionEndpoints,
  ...instanceBillingEndpoints,
  ...instanceResizeEndpoints,
};
