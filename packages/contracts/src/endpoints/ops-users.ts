import { endpoint } from '../endpoint';
import {
  opsEndedSessionsResponse,
  opsEndUserSessionRequest,
  opsUserInstancesRequest,
  opsUserInstancesResponse,
  opsUserLedgerResponse,
  opsUserLoginRequest,
  opsUserLoginResponse,
  opsUserOrdersResponse,
  opsUserPageRequest,
  opsUserProfileResponse,
  opsUserRequest,
  opsUserSearchRequest,
  opsUserSearchResponse,
  opsUserSessionsResponse,
  opsUserSubAccountsResponse,
} from '../ops-users';

const tag = 'Operator console: users';
/** Reading accounts: support and finance (and admin). */
const readers = { access: 'staff', staffRoles: ['support', 'finance'] } as const;
/** Ending sessions and login: support (and admin). */
const support = { access: 'staff', staffRoles: ['support'] } as const;

/** Customers as staff see them (issue 11, Users). */
export const opsUsersEndpoints = {
  search: endpoint({
    method: 'POST',
    path: '/api/ops/search_users',
    ...readers,
    tag,
    summary:
      'Find accounts by part of a phone, name or sub-account username; without a query, the newest accounts',
    request: opsUserSearchRequest,
    response: opsUserSearchResponse,
  }),
  profile: endpoint({
    method: 'POST',
    path: '/api/ops/get_user_profile',
    ...readers,
    tag,
    summary: 'One account: profile, membership, verification and wallet (with what it owes)',
    request: opsUserRequest,
    response: opsUserProfileResponse,
  }),
  ledger: endpoint({
    method: 'POST',
    path: '/api/ops/get_user_ledger',
    ...readers,
    tag,
    summary: "An account's balance changes, newest first",
    request: opsUserPageRequest,
    response: opsUserLedgerResponse,
  }),
  orders: endpoint({
    method: 'POST',
    path: '/api/ops/get_user_orders',
    ...readers,
    tag,
    summary: "An account's top-up and purchase orders, newest first",
    request: opsUserPageRequest,
    response: opsUserOrdersResponse,
  }),
  instances: endpoint({
    method: 'POST',
    path: '/api/ops/get_user_instances',
    ...readers,
    tag,
    summary:
      "An account's instances (its sub-accounts' included), released and failed ones too, newest first, filtered by state",
    request: opsUserInstancesRequest,
    response: opsUserInstancesResponse,
  }),
  subAccounts: endpoint({
    method: 'POST',
    path: '/api/ops/get_user_sub_accounts',
    ...readers,
    tag,
    summary: "An account's sub-accounts",
    request: opsUserRequest,
    response: opsUserSubAccountsResponse,
  }),
  sessions: endpoint({
    method: 'POST',
    path: '/api/ops/get_user_sessions',
    ...readers,
    tag,
    summary: "An account's open sessions (its sub-accounts' included)",
    request: opsUserRequest,
    response: opsUserSessionsResponse,
  }),
  endSession: endpoint({
    method: 'POST',
    path: '/api/ops/end_user_session',
    ...support,
    tag,
    summary: 'End one session of an account; every server process forgets it before the answer',
    request: opsEndUserSessionRequest,
    response: opsEndedSessionsResponse,
  }),
  endSessions: endpoint({
    method: 'POST',
    path: '/api/ops/end_user_sessions',
    ...support,
    tag,
    summary: 'End every session of an account and its sub-accounts',
    request: opsUserRequest,
    response: opsEndedSessionsResponse,
  }),
  disableLogin: endpoint({
    method: 'POST',
    path: '/api/ops/disable_user_login',
    ...support,
    tag,
    summary: 'Disable login of an account and its sub-accounts; their sessions end',
    description: 'A login of a disabled account is refused with a reason in the account owner’s language.',
    request: opsUserLoginRequest,
    response: opsUserLoginResponse,
  }),
  enableLogin: endpoint({
    method: 'POST',
    path: '/api/ops/enable_user_login',
    ...support,
    tag,
    summary: 'Enable login of an account again',
    request: opsUserLoginRequest,
    response: opsUserLoginResponse,
  }),
};
