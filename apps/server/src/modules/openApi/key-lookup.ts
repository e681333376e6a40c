import { cacheSlot, type ReadCache } from '../../core/cache/read-cache';
import type { Db } from '../../core/db';
import { findKeyForRequest } from './access-keys.repository';

type KeyForRequest = NonNullable<Awaited<ReturnType<typeof findKeyForRequest>>>;

const keysForRequests = cacheSlot<KeyForRequest | null>('openApi.keyForRequest');

/** Keys whose main account this process knows; beyond it the oldest go first. */
const MAX_OWNERS = 20_000;

/**
 * The signed request's key, with whether its account may still act, read through the read cache of
 * its main account (core/cache). The database announces every change to what the gate checks (the
 * key's row: migration 0059's trigger; the account and its sub-accounts: 0015's), and the cache
 * answers only while those announcements reach this process, so a key disabled, deleted, rotated or
 * narrowed in any process is refused here as soon as its announcement arrives (before the change's
 * commit answers in the process that made it). The cache is keyed by account, so the key's account
 * (which never changes) is remembered from its first lookup.
 */
export class KeyLookup {
  readonly #owners = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly reads: ReadCache,
  ) {}

  async find(accessKeyId: string): Promise<KeyForRequest | null> {
    const load = () => findKeyForRequest(this.db, accessKeyId);
    const userId = this.#owners.get(accessKeyId);
    if (userId !== undefined) return this.reads.readUser(keysForRequests, userId, accessKeyId, load);
    const found = await load();
    if (found) {
      if (this.#owners.size >= MAX_OWNERS) {
        const oldest = this.#owners.keys().next();
        if (!oldest.done) this.#owners.delete(oldest.value);
      }
      this.#owners.set(accessKeyId, found.key.userId);
    }
    return found;
  }
}
