import { describe, expect, it } from 'vitest';
import { type CachedSession, SessionCache } from './session-cache';
import { decodeSessionMessage, encodeSessionMessage } from './session-notifications';

function session(userId: number, sessionId = `s-${userId}`): CachedSession {
  return {
    auth: { sessionId, userId, subAccountId: null, role: 'user' },
    lastSeenAt: new Date('2026-11-22T08:00:00Z'),
    expiresAt: new Date('2026-12-22T08:00:00Z'),
  };
}

function activeCache(maxEntries?: number): SessionCache {
  const cache = new SessionCache(maxEntries);
  cache.activate();
  return cache;
}

describe('SessionCache', () => {
  it('answers nothing and stores nothing while its invalidation channel is down', () => {
    const cache = new SessionCache();
    cache.put('a', session(1), cache.generation());
    expect(cache.get('a')).toBeUndefined();
    cache.activate();
    cache.put('a', session(1), cache.generation());
    expect(cache.get('a')?.auth.userId).toBe(1);
    cache.deactivate();
    expect(cache.get('a')).toBeUndefined();
    cache.activate();
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets every session of one account and keeps the others', () => {
    const cache = activeCache();
    cache.put('a', session(1, 'x'), cache.generation());
    cache.put('b', session(1, 'y'), cache.generation());
    cache.put('c', session(2), cache.generation());
    cache.forgetUser(1);
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    expect(cache.get('c')?.auth.userId).toBe(2);
  });

  it('drops a row read before an invalidation, so a revocation racing a read cannot be undone', () => {
    const cache = activeCache();
    const readStarted = cache.generation();
    cache.forgetUser(99);
    cache.put('a', session(1), readStarted);
    expect(cache.get('a')).toBeUndefined();
    cache.put('a', session(1), cache.generation());
    expect(cache.get('a')).toBeDefined();
  });

  it('drops a row read before the channel came back', () => {
    const cache = new SessionCache();
    const readStarted = cache.generation();
    cache.activate();
    cache.put('a', session(1), readStarted);
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most its size, dropping the oldest entry first', () => {
    const cache = activeCache(2);
    for (const key of ['a', 'b', 'c']) cache.put(key, session(key.charCodeAt(0)), cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });
});

describe('session messages', () => {
  it('round-trip, and anything else on the channel is ignored', () => {
    for (const message of [
      { kind: 'revoked', userId: 7 },
      { kind: 'barrier', id: 'b1' },
      { kind: 'ack', id: 'b1', by: 'listener' },
    ] as const) {
      expect(decodeSessionMessage(encodeSessionMessage(message))).toEqual(message);
    }
    for (const junk of ['', 'not json', '42', 'null', '{"kind":"revoked","userId":"7"}', '{"kind":"ack"}']) {
      expect(decodeSessionMessage(junk)).toBeNull();
    }
  });
});
