import { StorageKey } from '@gpucloud/contracts';

/** The session lives in local storage under the keys of SPEC §4 (token and sessionId). */
export function getToken(): string | null {
  return readStorage(StorageKey.TOKEN);
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

export function saveSession(session: { token: string; sessionId: string }): void {
  localStorage.setItem(StorageKey.TOKEN, session.token);
  localStorage.setItem(StorageKey.SESSION_ID, session.sessionId);
}

export function clearSession(): void {
  localStorage.removeItem(StorageKey.TOKEN);
  localStorage.removeItem(StorageKey.SESSION_ID);
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be disabled (privacy mode, sandboxed frames): behave as logged out.
    return null;
  }
}
