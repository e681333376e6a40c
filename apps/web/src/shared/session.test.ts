import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, hasSession, saveSession, syncSessionHint } from './session';

/** The cookies the code writes, each as the whole string it assigned to document.cookie. */
function setup(stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  const cookieWrites: string[] = [];
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal('document', {
    set cookie(value: string) {
      cookieWrites.push(value);
    },
  });
  return { storage, cookieWrites };
}

const session = { token: 'secret-token-value', sessionId: 'session-42' };

describe('the session hint cookie the server paints first screens by', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is set with a stored session, and holds nothing but that one exists', () => {
    const { storage, cookieWrites } = setup();
    saveSession(session);
    expect(storage.get('token')).toBe(session.token);
    expect(hasSession()).toBe(true);
    expect(cookieWrites).toEqual(['signed_in=1; max-age=31536000; path=/; samesite=lax']);
    expect(cookieWrites.join()).not.toContain(session.token);
    expect(cookieWrites.join()).not.toContain(session.sessionId);
  });

  it('is cleared with the session (logout, an expired session, a closed account)', () => {
    const { storage, cookieWrites } = setup({ token: session.token, sessionId: session.sessionId });
    clearSession();
    expect(storage.size).toBe(0);
    expect(cookieWrites).toEqual(['signed_in=; max-age=0; path=/; samesite=lax']);
  });

  it('is set when the app starts on a session stored before the cookie existed', () => {
    const { cookieWrites } = setup({ token: session.token, sessionId: session.sessionId });
    syncSessionHint();
    expect(cookieWrites).toEqual(['signed_in=1; max-age=31536000; path=/; samesite=lax']);
  });

  it('is dropped when the app starts without a session in storage', () => {
    const { cookieWrites } = setup();
    syncSessionHint();
    expect(cookieWrites).toEqual(['signed_in=; max-age=0; path=/; samesite=lax']);
  });
});
