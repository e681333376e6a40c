import { endpoint } from '../endpoint';
import {
  changeDueModeQuoteResponse,
  changeDueModeRequest,
  changeDueModeResponse,
  instanceIdRequest,
  refundQuoteResponse,
  renewQuoteResponse,
  renewRequest,
  renewResponse,
  stopWithRefundResponse,
} from '../instance-actions';

const tag = 'instances';
const access = 'session';

/** Where money moves for a running instance: renewals, refunds and billing-mode changes, each with its quote. */
export const instanceBillingEndpoints = {
  renewKvmQuote: endpoint({
    method: 'POST',
    path: '/api/renew_kvm_v2_query_price',
    access,
    tag,
    summary: 'Price of renewing a prepaid KVM or bare-metal instance, and its new end',
    request: renewRequest,
    response: renewQuoteResponse,
  }),
  renewKvm: endpoint({
    method: 'POST',
    path: '/api/renew_kvm_v2',
    access,
    tag,
    summary: 'Renew a prepaid KVM or bare-metal instance (an expired one takes its GPUs back, stopped)',
    request: renewRequest,
    response: renewResponse,
  }),
  renewContainerQuote: endpoint({
    method: 'POST',
    path: '/api/renew_container_v2_query_price',
    access,
    tag,
    summary: 'Price of renewing a prepaid container instance, and its new end',
    request: renewRequest,
    response: renewQuoteResponse,
  }),
  renewContainer: endpoint({
    method: 'POST',
    path: '/api/renew_container_v2',
    access,
    tag,
    summary: 'Renew a prepaid container instance (an expired one takes its GPUs back, stopped)',
    request: renewRequest,
    response: renewResponse,
  }),
  stopWithRefundQuote: endpoint({
    method: 'POST',
    path: '/api/instance/stop_instance_with_refund_query_price',
    access,
    tag,
    summary: 'What stopping a prepaid instance gives back: its unused whole hours',
    request: instanceIdRequest,
    response: refundQuoteResponse,
  }),
  stopWithRefund: endpoint({
    method: 'POST',
    path: '/api/instance/stop_instance_with_refund',
    access,
    tag,
    summary: 'Stop a prepaid instance and refund its unused whole hours to the pockets they came from',
    request: instanceIdRequest,
    response: stopWithRefundResponse,
  }),
  changeDueModeQuote: endpoint({
    method: 'POST',
    path: '/api/instance/change_due_mode_query_price',
    access,
    tag,
    summary: 'What changing the billing mode charges (to prepaid) or refunds (to pay-as-you-go)',
    request: changeDueModeRequest,
    response: changeDueModeQuoteResponse,
  }),
  changeDueMode: endpoint({
    method: 'POST',
    path: '/api/instance/change_due_mode',
    access,
    tag,
    summary: 'Switch between prepaid and pay-as-you-go',
    request: changeDueModeRequest,
    response: changeDueModeResponse,
  }),
};
