import type { AuthContext } from './identity';

/** A valid session as the database last answered it; the times let expiry be checked against the clock. */
export interface CachedSession {
  auth: AuthContext;
  /** Never later than the row's last_seen_at, so an idle check that passes here passes there too. */
  lastSeenAt: Date;
  /** Fixed at login: past it, the session is over whatever else happens. */
  expiresAt: Date;
}

/** Enough for one process's active sessions; beyond it the oldest entries go first. */
const DEFAULT_MAX_ENTRIES = 20_000;

/**
 * Sessions of this process, keyed by token hash, so a hot read skips the session query. It answers
 * only while its invalidation channel is up (`activate`): without it a revocation in another process
 * could go unheard, so the cache is then emptied and bypassed. Every invalidation bumps a generation;
 * an entry read from the database before an invalidation is never stored after it (see `put`).
 */
export class SessionCache {
  readonly #entries = new Map<string, CachedSession>();
  readonly #maxEntries: number;
  #generation = 0;
  #active = false;

  constructor(maxEntries = DEFAULT_MAX_ENTRIES) {
    this.#maxEntries = maxEntries;
  }

  /** True while revocations reach this process: only then does the cache answer. */
  get active(): boolean {
    return this.#active;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The invalidation channel is up: start empty, so nothing missed while it was down survives. */
  activate(): void {
    this.clear();
    this.#active = true;
  }

  /** The invalidation channel is down: forget everything and answer nothing until it is back. */
  deactivate(): void {
    this.#active = false;
    this.clear();
  }

  get(tokenHash: string): CachedSession | undefined {
    return this.#active ? this.#entries.get(tokenHash) : undefined;
  }

  /** Take this before reading the database and hand it to `put`. */
  generation(): number {
    return this.#generation;
  }

  /** Stores a row read at `generation`; dropped if anything was invalidated since that read began. */
  put(tokenHash: string, session: CachedSession, generation: number): void {
    if (!this.#active || generation !== this.#generation) return;
    if (this.#entries.size >= this.#maxEntries && !this.#entries.has(tokenHash)) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(tokenHash, session);
  }

  /** Drops one entry (a row that no longer counts) without disturbing reads in flight. */
  delete(tokenHash: string): void {
    this.#entries.delete(tokenHash);
  }

  /** Forgets every session of a main account, its sub-accounts' included. */
  forgetUser(userId: number): void {
    this.#generation += 1;
    for (const [tokenHash, session] of this.#entries) {
      if (session.auth.userId === userId) this.#entries.delete(tokenHash);
    }
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
