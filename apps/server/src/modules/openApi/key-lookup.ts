import { createSecretKey, type KeyObject } from 'node:crypto';
import { cacheSlot, type ReadCache } from '../../core/cache/read-cache';
import type { PersonalDataVault } from '../../core/crypto/personal-data';
import type { Db } from '../../core/db';
import { findKeyForRequest } from './access-keys.repository';

export type KeyForRequest = NonNullable<Awaited<ReturnType<typeof findKeyForRequest>>>;

const keysForRequests = cacheSlot<KeyForRequest | null>('openApi.keyForRequest');

/** Keys whose main account this process knows; beyond it the oldest go first. */
const MAX_OWNERS = 20_000;

/** A key's secrets opened from the vault as HMAC keys: the current one, and the previous one once asked. */
interface OpenedSecrets {
  current: KeyObject;
  previous?: KeyObject | null;
}

/**
 * The signed request's key, with whether its account may still act, read through the read cache of
 * its main account (core/cache). The database announces every change to what the gate checks (the
 * key's row: migration 0059's trigger; the account and its sub-accounts: 0015's), and the cache
 * answers only while those announcements reach this process, so a key disabled, deleted, rotated or
 * narrowed in any process is refused here as soon as its announcement arrives (before the change's
 * commit answers in the process that made it). The cache is keyed by account, so the key's account
 * (which never changes) is remembered from its first lookup.
 *
 * The key's secrets are opened once per row read (`secretsOf`): kept beside the cached row, not in
 * it, for exactly as long as the cache keeps that row, so a rotation or a revocation announced to this
 * process drops them with the row and the next request opens the new row's secrets.
 */
export class KeyLookup {
  readonly #owners = new Map<string, number>();
  readonly #secrets = new WeakMap<KeyForRequest, OpenedSecrets>();

  constructor(
    private readonly db: Db,
    private readonly reads: ReadCache,
    private readonly vault: Pick<PersonalDataVault, 'open'>,
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

  /** The current secret of the row `find` answered, as an HMAC key. */
  currentSecret(found: KeyForRequest): KeyObject {
    return this.#opened(found).current;
  }

  /** The previous secret of that row (after a rotation), opened only when a request needs it. */
  previousSecret(found: KeyForRequest): KeyObject | null {
    const opened = this.#opened(found);
    if (opened.previous === undefined) {
      const sealed = found.key.previousSecretSealed;
      opened.previous = sealed ? this.#open(sealed) : null;
    }
    return opened.previous;
  }

  #opened(found: KeyForRequest): OpenedSecrets {
    let opened = this.#secrets.get(found);
    if (!opened) {
      opened = { current: this.#open(found.key.secretSealed) };
      this.#secrets.set(found, opened);
    }
    return opened;
  }

  #open(sealed: string): KeyObject {
    return createSecretKey(Buffer.from(this.vault.open(sealed), 'utf8'));
  }
}
