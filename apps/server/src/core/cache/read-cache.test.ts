import { describe, expect, it } from 'vitest';
import { decodeChangeAnnouncement } from './change-announcements';
import { cacheSlot, ReadCache } from './read-cache';

const profile = cacheSlot<{ money: number }>('test.profile');
const catalogue = cacheSlot<string[]>('test.catalogue');

function activeCache(): ReadCache {
  const cache = new ReadCache();
  cache.activate();
  return cache;
}

/** A load that resolves when told to, so a change can land while it is in flight. */
function pendingLoad<T>(value: T) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    load: async () => {
      await gate;
      return value;
    },
    release: () => release(),
  };
}

describe('ReadCache', () => {
  it('answers an account from memory until the database announces a change to it', async () => {
    const cache = activeCache();
    let money = 100;
    const read = () => cache.readUser(profile, 7, '', async () => ({ money }));
    expect(await read()).toEqual({ money: 100 });
    money = 250;
    expect(await read()).toEqual({ money: 100 });
    cache.forget({ kind: 'accounts', userIds: [8] });
    expect(await read()).toEqual({ money: 100 });
    cache.forget({ kind: 'accounts', userIds: [3, 7] });
    expect(await read()).toEqual({ money: 250 });
  });

  it('keeps variants of one account apart and forgets them together', async () => {
    const cache = activeCache();
    await cache.readUser(profile, 7, 'main', async () => ({ money: 1 }));
    await cache.readUser(profile, 7, 'sub-3', async () => ({ money: 2 }));
    expect(await cache.readUser(profile, 7, 'main', async () => ({ money: -1 }))).toEqual({ money: 1 });
    expect(await cache.readUser(profile, 7, 'sub-3', async () => ({ money: -1 }))).toEqual({ money: 2 });
    cache.forget({ kind: 'all-accounts' });
    expect(await cache.readUser(profile, 7, 'sub-3', async () => ({ money: 3 }))).toEqual({ money: 3 });
  });

  it('forgets the shared catalogue only on a store announcement', async () => {
    const cache = activeCache();
    await cache.readShared(catalogue, '', async () => ['A100']);
    cache.forget({ kind: 'accounts', userIds: [1] });
    expect(await cache.readShared(catalogue, '', async () => ['H100'])).toEqual(['A100']);
    cache.forget({ kind: 'store' });
    expect(await cache.readShared(catalogue, '', async () => ['H100'])).toEqual(['H100']);
  });

  it('never stores an answer read before a change that landed while it was read', async () => {
    const cache = activeCache();
    const stale = pendingLoad({ money: 100 });
    const inFlight = cache.readUser(profile, 7, '', stale.load);
    cache.forget({ kind: 'accounts', userIds: [7] });
    stale.release();
    expect(await inFlight).toEqual({ money: 100 });
    expect(await cache.readUser(profile, 7, '', async () => ({ money: 250 }))).toEqual({ money: 250 });
  });

  it('reads the database every time while announcements may be missed', async () => {
    const cache = new ReadCache();
    let calls = 0;
    const read = () => cache.readUser(profile, 7, '', async () => ({ money: ++calls }));
    expect(await read()).toEqual({ money: 1 });
    expect(await read()).toEqual({ money: 2 });
    cache.activate();
    expect(await read()).toEqual({ money: 3 });
    expect(await read()).toEqual({ money: 3 });
    cache.deactivate();
    expect(await read()).toEqual({ money: 4 });
  });

  it('bounds the accounts it holds, the oldest going first', async () => {
    const cache = new ReadCache(2);
    cache.activate();
    for (const userId of [1, 2, 3])
      await cache.readUser(profile, userId, '', async () => ({ money: userId }));
    expect(await cache.readUser(profile, 1, '', async () => ({ money: -1 }))).toEqual({ money: -1 });
    expect(await cache.readUser(profile, 3, '', async () => ({ money: -1 }))).toEqual({ money: 3 });
  });
});

describe('decodeChangeAnnouncement', () => {
  it('reads what the triggers send', () => {
    expect(decodeChangeAnnouncement('u:4,17')).toEqual({ kind: 'accounts', userIds: [4, 17] });
    expect(decodeChangeAnnouncement('u:*')).toEqual({ kind: 'all-accounts' });
    expect(decodeChangeAnnouncement('s')).toEqual({ kind: 'store' });
  });

  it('ignores anything else', () => {
    for (const payload of [undefined, '', 'u:', 'u:1,,2', 'u:abc', 'u:-3', 'x', '{"kind":"revoked"}']) {
      expect(decodeChangeAnnouncement(payload)).toBeNull();
    }
  });
});
