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

describe('hasSession() reads storage once, and stays right', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** A fresh copy of the module (its cache empty) over a counted storage, and the page's `storage` listeners. */
  async function setupCounted(stored: Record<string, string> = {}) {
    const storage = new Map(Object.entries(stored));
    const reads = { count: 0 };
    const listeners: ((event: { key: string | null }) => void)[] = [];
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => {
        reads.count += 1;
        return storage.get(key) ?? null;
      },
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    });
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal('window', {
      addEventListener: (type: string, listener: (event: { key: string | null }) => void) => {
        if (type === 'storage') listeners.push(listener);
      },
    });
    vi.resetModules();
    const module = await import('./session');
    const otherTabWrote = (key: string | null) => {
      for (const listener of listeners) listener({ key });
    };
    return { module, storage, reads, otherTabWrote };
  }

  it('asks storage once however many components ask', async () => {
    const { module, reads } = await setupCounted({ token: session.token });
    for (let i = 0; i < 50; i += 1) expect(module.hasSession()).toBe(true);
    expect(module.getToken()).toBe(session.token);
    expect(reads.count).toBe(1);
  });

  it("follows this page's sign-in and sign-out", async () => {
    const { module } = await setupCounted();
    expect(module.hasSession()).toBe(false);
    module.saveSession(session);
    expect(module.hasSession()).toBe(true);
    expect(module.getToken()).toBe(session.token);
    module.clearSession();
    expect(module.hasSession()).toBe(false);
  });

  it("follows another tab's sign-out and sign-in (the storage event)", async () => {
    const { module, storage, otherTabWrote } = await setupCounted({ token: session.token });
    expect(module.hasSession()).toBe(true);
    storage.delete('token');
    otherTabWrote('token');
    expect(module.hasSession()).toBe(false);
    storage.set('token', 'from-the-other-tab');
    otherTabWrote(null);
    expect(module.getToken()).toBe('from-the-other-tab');
  });

  it('ignores other keys written elsewhere', async () => {
    const { module, reads, otherTabWrote } = await setupCounted({ token: session.token });
    module.hasSession();
    otherTabWrote('lang');
    module.hasSession();
    expect(reads.count).toBe(1);
  });
});
