import { endpoint } from '../endpoint';
import {
  exportRechargeOrderRequest,
  exportRechargeOrderResponse,
  orderListRequest,
  orderListResponse,
} from '../orders';

const tag = 'billing';

/** Orders are the main account's finance records: sub-accounts do not see them (SPEC §6). */
export const billingEndpoints = {
  orders: endpoint({
    method: 'POST',
    path: '/api/get_order',
    access: 'main',
    tag,
    summary: 'Top-up and purchase orders, newest first',
    request: orderListRequest,
    response: orderListResponse,
  }),
  /** Answers the CSV file itself (text/csv), not the envelope; a refusal is still an envelope. */
  exportRechargeOrders: endpoint({
    method: 'POST',
    path: '/api/export_recharge_order',
    access: 'main',
    tag,
    summary: 'Top-up orders as a CSV file (the answer is the file, not the envelope)',
    request: exportRechargeOrderRequest,
    response: exportRechargeOrderResponse,
    responseMediaType: 'text/csv',
  }),
};
