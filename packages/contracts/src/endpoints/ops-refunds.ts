import { endpoint } from '../endpoint';
import {
  refundableTopUpsRequest,
  refundableTopUpsResponse,
  refundTopUpRequest,
  topUpRefundListRequest,
  topUpRefundListResponse,
  topUpRefundResponse,
} from '../top-up-refunds';

const tag = 'Operator console: top-up refunds';
const finance = { access: 'staff', staffRoles: ['finance'] } as const;

/** Refunds of paid top-ups to the payer through the gateway that took the money (issue 19). */
export const opsRefundsEndpoints = {
  refundableTopUps: endpoint({
    method: 'POST',
    path: '/api/ops/get_refundable_top_ups',
    ...finance,
    tag,
    summary: "An account's paid QR top-ups with what is left to refund of each, and its balance now",
    request: refundableTopUpsRequest,
    response: refundableTopUpsResponse,
  }),
  refund: endpoint({
    method: 'POST',
    path: '/api/ops/refund_top_up',
    ...finance,
    tag,
    summary: 'Refund part or all of a paid top-up to the WeChat Pay or Alipay account that paid it',
    description:
      "Only a paid QR top-up, by the gateway it was paid through. The amount is at most what the order paid less its refunds that succeeded or are processing, and at most the account's balance now (money already spent is not refunded this way); it may not take money that issued or pending invoices cover (reverse the invoice first). The amount leaves the balance (a balance change of kind top_up_refund, and it no longer counts towards membership) in the same transaction that records the refund as processing; then the gateway is asked, with Id as out_refund_no. Status succeeded: paid back. Status failed: the gateway refused (FailureReason) and the amount is back in the balance. Status processing: the gateway has not confirmed yet, or could not be reached; the server asks it until the refund settles. The customer gets a notification when it settles. The same request_id answers the first refund (as it stands now) and moves nothing again; the same request_id with another order or amount is refused.",
    request: refundTopUpRequest,
    response: topUpRefundResponse,
  }),
  list: endpoint({
    method: 'POST',
    path: '/api/ops/get_top_up_refunds',
    ...finance,
    tag,
    summary: 'Top-up refunds, newest first, by status, account or order',
    request: topUpRefundListRequest,
    response: topUpRefundListResponse,
  }),
};
