import type { ChangeAnnouncement } from './change-announcements';

/**
 * A named kind of cached answer and the type of its value: `readUser(profileSlot, ...)` can only
 * ever give back what `profileSlot` was declared to hold.
 */
export interface CacheSlot<T> {
  readonly name: string;
  /** Never set: carries the value type. */
  readonly valueType?: T;
}

export function cacheSlot<T>(name: string): CacheSlot<T> {
  return { name };
}

/** Enough for one process's active accounts; beyond it the oldest go first. */
const DEFAULT_MAX_ACCOUNTS = 20_000;
/** Variants of one account (pages of a list, filters) and of the shared catalogue kept at most. */
const MAX_VARIANTS = 64;

type Variants = Map<string, unknown>;

/** Every answer the cache holds, frozen: what may be serialised once and answered many times. */
const heldAnswers = new WeakSet<object>();

/** True for an object the read cache holds: it never changes, so its serialisation can be kept. */
export function isHeldAnswer(value: object): boolean {
  return heldAnswers.has(value);
}

/** Freezes an answer and everything in it: a caller that changed a shared answer would fail loudly. */
function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) freezeDeep(inner);
  }
  return value;
}

/**
 * Answers of the hot reads held in memory: per main account (its profile, its inbox pages) and shared
 * (the store's catalogue). The database announces every change to what they answer (see
 * change-announcements.ts), so an entry lives until its account or the catalogue changes.
 *
 * Like the session cache, it answers only while announcements reach this process (`activate`); an
 * answer read from the database before an announcement is never stored after it (the generation).
 * Cached values are shared between requests, so they are frozen when stored.
 */
export class ReadCache {
  readonly #accounts = new Map<number, Variants>();
  readonly #shared: Variants = new Map();
  readonly #maxAccounts: number;
  #generation = 0;
  #active = false;

  constructor(maxAccounts = DEFAULT_MAX_ACCOUNTS) {
    this.#maxAccounts = maxAccounts;
  }

  get active(): boolean {
    return this.#active;
  }

  /** Announcements reach this process: start empty, so nothing missed while they did not survives. */
  activate(): void {
    this.clear();
    this.#active = true;
  }

  /** Announcements may be missed: forget everything and read the database until they are back. */
  deactivate(): void {
    this.#active = false;
    this.clear();
  }

  /** One main account's answer (`variant` tells apart pages, sub-accounts, filters). */
  readUser<T>(slot: CacheSlot<T>, userId: number, variant: string, load: () => Promise<T>): Promise<T> {
    return this.#read(this.#variantsOf(userId), `${slot.name}|${variant}`, load);
  }

  /** An answer that is the same for everyone. */
  readShared<T>(slot: CacheSlot<T>, variant: string, load: () => Promise<T>): Promise<T> {
    return this.#read(this.#shared, `${slot.name}|${variant}`, load);
  }

  /** Forgets what an announcement says has changed. */
  forget(change: ChangeAnnouncement): void {
    this.#generation += 1;
    if (change.kind === 'store') this.#shared.clear();
    else if (change.kind === 'all-accounts') this.#accounts.clear();
    else for (const userId of change.userIds) this.#accounts.delete(userId);
  }

  clear(): void {
    this.#generation += 1;
    this.#accounts.clear();
    this.#shared.clear();
  }

  async #read<T>(variants: Variants | null, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.#active || !variants) return load();
    if (variants.has(key)) return variants.get(key) as T;
    const generation = this.#generation;
    const value = await load();
    if (this.#active && generation === this.#generation) {
      if (variants.size >= MAX_VARIANTS) variants.clear();
      variants.set(key, freezeDeep(value));
      if (typeof value === 'object' && value !== null) heldAnswers.add(value);
    }
    return value;
  }

  /** The account's entries, created on first use; null while inactive. */
  #variantsOf(userId: number): Variants | null {
    if (!this.#active) return null;
    let variants = this.#accounts.get(userId);
    if (!variants) {
      if (this.#accounts.size >= this.#maxAccounts) {
        const oldest = this.#accounts.keys().next();
        if (!oldest.done) this.#accounts.delete(oldest.value);
      }
      variants = new Map();
      this.#accounts.set(userId, variants);
    }
    return variants;
  }
}
