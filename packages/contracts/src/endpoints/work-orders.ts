import { endpoint } from '../endpoint';
import {
  workOrderCategoriesResponse,
  workOrderDocumentsRequest,
  workOrderDocumentsResponse,
} from '../work-order-help';
import { workOrderUnreadFlagResponse } from '../work-orders';

const tag = 'work orders';

/** Third-party API (SPEC §7): the token in `Authorization: Bearer`, under /third-party/api/v1. */
export const workOrdersEndpoints = {
  categories: endpoint({
    method: 'GET',
    path: '/third-party/api/v1/work-order/categories',
    access: 'bearer',
    tag,
    summary: 'Work-order categories, each with its subcategories and the resource type they concern',
    response: workOrderCategoriesResponse,
  }),
  documents: endpoint({
    method: 'GET',
    path: '/third-party/api/v1/work-order/documents',
    access: 'bearer',
    tag,
    summary: 'The help documents of one subcategory, read before a ticket is written',
    description: '100111 when the subcategory does not exist.',
    request: workOrderDocumentsRequest,
    response: workOrderDocumentsResponse,
  }),
  unreadFlag: endpoint({
    method: 'GET',
    path: '/third-party/api/v1/work-order/unread-flag',
    access: 'bearer',
    tag,
    summary: 'Whether a reply on one of the caller’s work orders is unread',
    response: workOrderUnreadFlagResponse,
  }),
};
