import { SESSION_HINT_COOKIE, StorageKey } from '@gpucloud/contracts';

/**
 * The token as last read from this storage: hasSession() runs in many components' renders, and each
 * storage read costs the main thread (a phone's hydration paid tens of milliseconds). Forgotten when
 * this page writes the session and when another tab does (the `storage` event); a different storage
 * object (tests stub it) is read afresh.
 */
let tokenCache: { storage: Storage; token: string | null } | null = null;

if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === StorageKey.TOKEN) tokenCache = null;
  });

/** The session lives in local storage under the keys of SPEC §4 (token and sessionId). */
export function getToken(): string | null {
  const storage = availableStorage();
  if (!storage) return null;
  if (tokenCache?.storage !== storage) tokenCache = { storage, token: readToken(storage) };
  return tokenCache.token;
}

// The build's server-side render (src/prerender) paints a console page's first screen as a signed-in
// visitor sees it before any of their data has arrived; in the browser only storage says.
let paintingSignedIn = false;

/** For the server-side render only: whether the first screen being painted is a signed-in one. */
export function paintSignedIn(signedIn: boolean): void {
  paintingSignedIn = signedIn;
}

export function hasSession(): boolean {
  return paintingSignedIn || Boolean(getToken());
}

/** Every way in (password, registration, sub-account, WeChat) stores its session here. */
export function saveSession(session: { token: string; sessionId: string }): void {
  tokenCache = null;
  localStorage.setItem(StorageKey.TOKEN, session.token);
  localStorage.setItem(StorageKey.SESSION_ID, session.sessionId);
  writeSessionHint(true);
}

/** Logging out, a session the server no longer knows (status 2), a closed account. */
export function clearSession(): void {
  tokenCache = null;
  localStorage.removeItem(StorageKey.TOKEN);
  localStorage.removeItem(StorageKey.SESSION_ID);
  writeSessionHint(false);
}

/**
 * Brings the session hint cookie in line with storage when the app starts: a session stored before
 * the cookie existed gets it, and a cookie whose session is gone (storage cleared) is dropped.
 */
export function syncSessionHint(): void {
  writeSessionHint(Boolean(getToken()));
}

/** As long as the language cookie: the session in storage has no end of its own here either. */
const HINT_MAX_AGE_SECONDS = 31_536_000;

/**
 * The cookie that tells the server this browser holds a session, so its first screen is the one the
 * app will show (server: core/http/page-assets.ts). Only `1`: nothing secret, nothing personal.
 */
function writeSessionHint(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const valueAndAge = signedIn ? `1; max-age=${HINT_MAX_AGE_SECONDS}` : '; max-age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the console supports
  document.cookie = `${SESSION_HINT_COOKIE}=${valueAndAge}; path=/; samesite=lax`;
}

// Storage can be disabled (privacy mode, sandboxed frames): behave as logged out.
function availableStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readToken(storage: Storage): string | null {
  try {
    return storage.getItem(StorageKey.TOKEN);
  } catch {
    return null;
  }
}
