import { sessionOnlyRequest } from '../account';
import { endpoint } from '../endpoint';
import { endedLoginSessionsResponse, endLoginSessionRequest, loginSessionsResponse } from '../login-sessions';

const tag = 'account';

/**
 * The caller's own open sessions (issue 46, point 4): a main account's or a sub-account's, each its
 * own. An ended session is forgotten by every server process before the answer.
 */
export const loginSessionsEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/api/get_login_sessions',
    access: 'session',
    tag,
    summary: "The caller's open sessions, newest activity first, the current one marked",
    request: sessionOnlyRequest,
    response: loginSessionsResponse,
  }),
  end: endpoint({
    method: 'POST',
    path: '/api/end_login_session',
    access: 'session',
    tag,
    summary: 'End one of the caller’s sessions (the current one too: that is a logout)',
    request: endLoginSessionRequest,
    response: endedLoginSessionsResponse,
  }),
  endOthers: endpoint({
    method: 'POST',
    path: '/api/end_other_login_sessions',
    access: 'session',
    tag,
    summary: 'End every session of the caller but the current one',
    request: sessionOnlyRequest,
    response: endedLoginSessionsResponse,
  }),
};
