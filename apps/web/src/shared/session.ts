import { StorageKey } from '@gpucloud/contracts';

/** The session lives in local storage under the keys of SPEC §4 (token and sessionId). */
export function getToken(): string | null {
  return readStorage(StorageKey.TOKEN);
}

export function hasSession(): boolean {
  return Boolean(getToken());
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
