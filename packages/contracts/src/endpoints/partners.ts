import { sessionOnlyRequest } from '../account';
import { endpoint } from '../endpoint';
import {
  opsHostPartnerRequest,
  opsPartnerAcknowledged,
  opsPartnerDecisionRequest,
  opsPartnerLevelRequest,
  opsPartnerListRequest,
  opsPartnerListResponse,
  opsSettlementRunResponse,
  opsWithdrawalAccountResponse,
  opsWithdrawalListRequest,
  opsWithdrawalListResponse,
  opsWithdrawalPayRequest,
  opsWithdrawalRefuseRequest,
  opsWithdrawalRequest,
} from '../ops-partners';
import {
  earningsByMonthRequest,
  earningsByMonthResponse,
  earningsToBalanceRequest,
  earningsToBalanceResponse,
  machineIncomeRequest,
  machineIncomeResponse,
  pagedRequest,
  partnerApplyRequest,
  partnerInfoResponse,
  referralsResponse,
  settlementsResponse,
  withdrawalApplyRequest,
  withdrawalResponse,
  withdrawalsRequest,
  withdrawalsResponse,
} from '../partners';
import { opsSessionRequest } from '../staff';

const tag = 'sales partners';
const opsTag = 'Operator console: sales partners';
const finance = { access: 'staff', staffRoles: ['finance'] } as const;

/** Sales partners and their income (issue 15), main accounts only. */
export const partnersEndpoints = {
  info: endpoint({
    method: 'POST',
    path: '/api/partner/get_info',
    access: 'main',
    tag,
    summary:
      'The caller as a sales partner: application state, referral code and link, earnings pockets, the programme terms',
    request: sessionOnlyRequest,
    response: partnerInfoResponse,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/api/partner/apply',
    access: 'main',
    tag,
    summary:
      'Apply to become a sales partner (needs a passed personal or enterprise verification); finance decides',
    description:
      'Refused (status 1) without a passed verification, or while an application waits or the caller is a partner already. A refused applicant may apply again.',
    request: partnerApplyRequest,
    response: partnerInfoResponse,
  }),
  referrals: endpoint({
    method: 'POST',
    path: '/api/partner/get_referrals',
    access: 'main',
    tag,
    summary:
      'Customers who registered through the caller’s link (phones masked), newest first, with their commissioned spend',
    request: pagedRequest,
    response: referralsResponse,
  }),
  byMonth: endpoint({
    method: 'POST',
    path: '/api/partner/get_earnings_by_month',
    access: 'main',
    tag,
    summary: 'Commissioned spend, commission and machine income per month (China time), oldest first',
    request: earningsByMonthRequest,
    response: earningsByMonthResponse,
  }),
  settlements: endpoint({
    method: 'POST',
    path: '/api/get_settlements',
    access: 'main',
    tag,
    summary: 'The caller’s settlements, newest first: what each made withdrawable',
    description:
      'A settlement makes withdrawable every earning (commission, machine income, reversals) older than the refund window. The monthly one runs once the refund window after a month’s end has passed; finance may run one earlier.',
    request: pagedRequest,
    response: settlementsResponse,
  }),
  machineIncome: endpoint({
    method: 'POST',
    path: '/api/get_partner_machine_income_v2',
    access: 'main',
    tag,
    summary:
      'Income of the caller’s machines per machine and China day (newest first), with utilisation, and the machines',
    request: machineIncomeRequest,
    response: machineIncomeResponse,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/partner/apply_withdrawal',
    access: 'main',
    stepUp: true,
    tag,
    summary: 'Withdraw settled earnings to a bank account of the verified owner; finance pays it',
    description:
      'The amount leaves the withdrawable pocket at once (and comes back if finance refuses). Refused (status 1) below the minimum, above what is withdrawable, past the monthly count, or with a card number failing its Luhn check. The same request_id answers the first withdrawal and moves nothing again.',
    request: withdrawalApplyRequest,
    response: withdrawalResponse,
  }),
  withdrawals: endpoint({
    method: 'POST',
    path: '/api/partner/get_withdrawals',
    access: 'main',
    tag,
    summary: 'The caller’s withdrawals, newest first (card numbers masked)',
    request: withdrawalsRequest,
    response: withdrawalsResponse,
  }),
  toBalance: endpoint({
    method: 'POST',
    path: '/api/partner/move_to_balance',
    access: 'main',
    tag,
    summary: 'Move settled earnings to the caller’s own balance',
    description:
      'Refused (status 1) above what is withdrawable. The same request_id answers the first move and moves nothing again.',
    request: earningsToBalanceRequest,
    response: earningsToBalanceResponse,
  }),
};

/** The finance desk of the programme, and the fleet's registration of partner machines. */
export const opsPartnersEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/api/ops/partner/list',
    ...finance,
    tag: opsTag,
    summary: 'Partners and applications by state (waiting ones oldest first), with the waiting count',
    request: opsPartnerListRequest,
    response: opsPartnerListResponse,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/api/ops/partner/decide',
    ...finance,
    tag: opsTag,
    summary:
      'Approve an application at a level (the partner gets a referral code) or refuse it with a reason',
    request: opsPartnerDecisionRequest,
    response: opsPartnerAcknowledged,
  }),
  setLevel: endpoint({
    method: 'POST',
    path: '/api/ops/partner/set_level',
    ...finance,
    tag: opsTag,
    summary: 'Change a partner’s level (its commission rate counts from the next payment)',
    request: opsPartnerLevelRequest,
    response: opsPartnerAcknowledged,
  }),
  withdrawals: endpoint({
    method: 'POST',
    path: '/api/ops/partner/get_withdrawals',
    ...finance,
    tag: opsTag,
    summary: 'Withdrawals by state (applied ones oldest first, cards masked), with the waiting count',
    request: opsWithdrawalListRequest,
    response: opsWithdrawalListResponse,
  }),
  revealAccount: endpoint({
    method: 'POST',
    path: '/api/ops/partner/reveal_withdrawal_account',
    ...finance,
    tag: opsTag,
    summary: 'The full bank account of a withdrawal, to pay it (each read is audited)',
    request: opsWithdrawalRequest,
    response: opsWithdrawalAccountResponse,
  }),
  pay: endpoint({
    method: 'POST',
    path: '/api/ops/partner/pay_withdrawal',
    ...finance,
    tag: opsTag,
    summary: 'Mark an applied withdrawal paid with the bank transfer reference',
    request: opsWithdrawalPayRequest,
    response: opsPartnerAcknowledged,
  }),
  refuse: endpoint({
    method: 'POST',
    path: '/api/ops/partner/refuse_withdrawal',
    ...finance,
    tag: opsTag,
    summary: 'Refuse an applied withdrawal with a reason: the amount goes back to the withdrawable earnings',
    request: opsWithdrawalRefuseRequest,
    response: opsPartnerAcknowledged,
  }),
  settle: endpoint({
    method: 'POST',
    path: '/api/ops/partner/run_settlement',
    ...finance,
    tag: opsTag,
    summary: 'Run a settlement now: every earning older than the refund window becomes withdrawable',
    request: opsSessionRequest,
    response: opsSettlementRunResponse,
  }),
  hostPartner: endpoint({
    method: 'POST',
    path: '/api/ops/fleet/set_host_partner',
    access: 'staff',
    staffRoles: ['fleet'],
    tag: 'Operator console: fleet',
    summary:
      'Register a host as a machine partner’s (with the partner’s share of what it bills), or give it back to the platform',
    description: 'The partner must be an approved partner. Hours billed from then on earn the share.',
    request: opsHostPartnerRequest,
    response: opsPartnerAcknowledged,
  }),
};
