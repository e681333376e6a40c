import { CLIENT_REASONS_ZH_CN, ErrorCode, isReason, Reason } from '@gpucloud/contracts';
import { ApiError } from './errors';

/** The first group of SPEC §7: sent form-encoded; everything else is JSON. */
const FORM_ENCODED_PATHS = new Set([
  '/login',
  '/sub_account_login',
  '/register',
  '/company_register',
  '/reset_password',
  '/logout',
  '/get_user_info',
  '/get_user_vip_info',
  '/unregister_check',
  '/unregister',
  '/change_notice_email',
]);

/** Calls whose failures stay silent (SPEC §8): the caller decides what to show. */
const SILENT_CALLS = new Set([
  'get_user_info',
  'get_user_vip_info',
  'get_qrcode',
  'get_remain_disk',
  'pick_valid_and_all_coupon',
  // Polled every 2 s by the top-up dialog, whose other failures SPEC §8 also keeps silent.
  'get_order_status',
]);

/** Polled every 2 s by the WeChat QR dialogs: only 'QR not generated or expired' is shown (SPEC §8). */
const QR_POLLS = new Set(['get_login_status', 'get_bind_status']);

/**
 * Which stored session a call carries: staff endpoints the operator console's, the console's own
 * public calls (its login) none, everything else the customer's. Never both, never crossed.
 */
export type SessionKind = 'customer' | 'staff' | 'none';

export function sessionKindOf(route: { path: string; access: string }): SessionKind {
  if (route.access === 'staff') return 'staff';
  if (route.path.startsWith('/api/ops/')) return 'none';
  return 'customer';
}

/** Calls that must never carry the session (SPEC §7). */
const SESSIONLESS_PATHS = new Set(['/auth/send_verify_code']);

export function isFormEncoded(path: string): boolean {
  return FORM_ENCODED_PATHS.has(path) || path.startsWith('/auth/');
}

export function isSilent(path: string, reason = ''): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (QR_POLLS.has(name)) return !isReason(reason, Reason.QR_NOT_READY);
  // The send asks for a proof of work: the form solves it and sends again (shared/queries/auth.ts).
  if (name === 'send_verify_code') return isReason(reason, Reason.POW_REQUIRED);
  return SILENT_CALLS.has(name);
}

/** Adds the stored token as `session` unless the body already has one or the call forbids it. */
export function withSession(
  path: string,
  body: Record<string, unknown>,
  token: string | null,
): Record<string, unknown> {
  if (SESSIONLESS_PATHS.has(path)) {
    const { session: _dropped, ...rest } = body;
    return rest;
  }
  if (body.session !== undefined || !token) return body;
  return { ...body, session: token };
}

export function encodeForm(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params.toString();
}

/**
 * Status 2, or a reason meaning "failed to get token" (in English or zh-CN) that is not about a QR
 * code not generated.
 */
export function isSessionFailure(status: number, reason: string): boolean {
  if (status === ErrorCode.SESSION_INVALID) return true;
  const lower = reason.toLowerCase();
  const tokenFailure =
    lower.includes(Reason.FAILED_TO_GET_TOKEN) ||
    reason.includes(CLIENT_REASONS_ZH_CN[Reason.FAILED_TO_GET_TOKEN] ?? Reason.FAILED_TO_GET_TOKEN);
  return tokenFailure && !/qr (code )?not generated/.test(lower) && !isReason(reason, Reason.QR_NOT_READY);
}

/** SPEC §4: a session failure ends the session when it happens inside the console. */
export function endsSession(status: number, reason: string, pathname: string): boolean {
  return pathname.includes('console') && isSessionFailure(status, reason);
}

/** SPEC §8: this reason opens the fast-pay prompt instead of a toast. */
export function isInsufficientBalance(reason: string): boolean {
  return isReason(reason, Reason.INSUFFICIENT_BALANCE);
}

/** A guarded call wants the second factor proven again (issue 46): the step-up dialog opens. */
export function isStepUpRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === ErrorCode.STEP_UP_REQUIRED;
}
