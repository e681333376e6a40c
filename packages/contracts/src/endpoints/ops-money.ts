import { endpoint } from '../endpoint';
import {
  adjustMoneyRequest,
  adjustmentDecisionRequest,
  adjustmentListRequest,
  adjustmentListResponse,
  adjustmentRejectRequest,
  moneyAdjustmentResponse,
} from '../ops-money';

const tag = 'Operator console: money';
const finance = { access: 'staff', staffRoles: ['finance'] } as const;
/** The second pair of eyes: admin only (and never the member who asked). */
const adminOnly = { access: 'staff', staffRoles: ['admin'] } as const;

/** Money adjustments with four eyes above the threshold (issue 11, Money adjustments). */
export const opsMoneyEndpoints = {
  adjust: endpoint({
    method: 'POST',
    path: '/api/ops/adjust_money',
    ...finance,
    tag,
    summary: "Credit or debit an account's balance or compute vouchers, with a reason and a reference",
    description:
      'Applied at once up to ADJUSTMENT_APPROVAL_THRESHOLD_YUAN; above it the adjustment waits (Status pending) for an admin other than the requester. A debit never takes a pocket below zero. The same request_id answers the first result and changes nothing.',
    request: adjustMoneyRequest,
    response: moneyAdjustmentResponse,
  }),
  list: endpoint({
    method: 'POST',
    path: '/api/ops/get_adjustments',
    ...finance,
    tag,
    summary: 'Money adjustments, newest first, by status or account',
    request: adjustmentListRequest,
    response: adjustmentListResponse,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/ops/approve_adjustment',
    ...adminOnly,
    tag,
    summary: 'Approve a pending adjustment: it is applied once (an admin other than the requester)',
    request: adjustmentDecisionRequest,
    response: moneyAdjustmentResponse,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/ops/reject_adjustment',
    ...adminOnly,
    tag,
    summary: 'Reject a pending adjustment with a reason; nothing moves',
    request: adjustmentRejectRequest,
    response: moneyAdjustmentResponse,
  }),
};
