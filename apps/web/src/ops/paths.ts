/** Addresses of the operator console; tiny and dependency-free, so the app's router can use them. */
export const OPS_HOME = '/ops';
export const OPS_LOGIN = '/ops/login';

/** The root of every ops query key: logging out or losing the session removes them all. */
export const OPS_QUERY_ROOT = 'ops';

/** /ops/login with the console page to come back to. */
export function opsLoginPath(returnTo?: string): string {
  const back = returnTo ? safeOpsReturn(returnTo) : null;
  return back && back !== OPS_HOME ? `${OPS_LOGIN}?redirect=${encodeURIComponent(back)}` : OPS_LOGIN;
}

/** Where to go after logging in: only a page of the console itself, never another site or area. */
export function safeOpsReturn(raw: string | null): string {
  if (!raw) return OPS_HOME;
  const url = new URL(raw, 'http://ops.invalid');
  const inConsole = url.origin === 'http://ops.invalid' && /^\/ops(\/|$)/.test(url.pathname);
  if (!inConsole || url.pathname.startsWith(OPS_LOGIN)) return OPS_HOME;
  return url.pathname + url.search;
}
