import type { Db } from '../../core/db';
import { giveBackNonces, spendNonces } from './access-keys.repository';

/** What a signed request's nonce and rate-limit token came to. */
export type SpendOutcome =
  | { kind: 'admitted' }
  | { kind: 'replayed' }
  | { kind: 'limited'; retryAfterSeconds: number };

export interface SpendRequest {
  keyId: number;
  nonce: string;
  at: Date;
  ip: string;
  /** The key's rate limit: the bucket holds this many tokens and refills this many a minute. */
  perMinute: number;
}

interface Waiting {
  request: SpendRequest;
  settle(outcome: SpendOutcome): void;
  fail(error: unknown): void;
}

/**
 * Spends signed requests' nonces and tokens, one statement per batch of a key's requests: while a
 * key's statement is on its way, this process's next requests of that key wait and go together in
 * the next one. A lone request goes at once (no added wait); a busy key's requests share round trips,
 * so the database's work per request falls as the rate grows. The statement decides on the rows under
 * their locks, so batching changes nothing of the limit's exactness across processes.
 */
export class NonceSpender {
  readonly #queues = new Map<number, Waiting[]>();

  constructor(private readonly db: Db) {}

  spend(request: SpendRequest): Promise<SpendOutcome> {
    return new Promise((settle, fail) => {
      const queue = this.#queues.get(request.keyId);
      if (queue) {
        queue.push({ request, settle, fail });
        return;
      }
      this.#queues.set(request.keyId, []);
      void this.#run(request.keyId, [{ request, settle, fail }]);
    });
  }

  /** Runs one batch, then the requests that arrived meanwhile, until the key's queue is empty. */
  async #run(keyId: number, first: Waiting[]): Promise<void> {
    let batch = first;
    while (batch.length > 0) {
      try {
        await this.#spendBatch(keyId, batch);
      } catch (error) {
        for (const waiting of batch) waiting.fail(error);
      }
      batch = this.#queues.get(keyId) ?? [];
      this.#queues.set(keyId, []);
    }
    this.#queues.delete(keyId);
  }

  async #spendBatch(keyId: number, batch: Waiting[]): Promise<void> {
    // A nonce twice in one batch: the later ones are replays of the first.
    const seen = new Set<string>();
    const unique: Waiting[] = [];
    for (const waiting of batch) {
      if (seen.has(waiting.request.nonce)) waiting.settle({ kind: 'replayed' });
      else {
        seen.add(waiting.request.nonce);
        unique.push(waiting);
      }
    }
    const last = unique.reduce((a, b) => (b.request.at > a.request.at ? b : a)).request;
    const spent = await spendNonces(this.db, {
      keyId,
      at: last.at,
      ip: last.ip,
      perMinute: last.perMinute,
      nonces: unique.map(({ request }) => ({ nonce: request.nonce, at: request.at })),
    });
    const fresh = new Set(spent.fresh);
    let tokens = spent.taken;
    const refused: Waiting[] = [];
    for (const waiting of unique) {
      if (!fresh.has(waiting.request.nonce)) waiting.settle({ kind: 'replayed' });
      else if (tokens > 0) {
        tokens -= 1;
        waiting.settle({ kind: 'admitted' });
      } else refused.push(waiting);
    }
    if (refused.length === 0) return;
    const level = await giveBackNonces(this.db, {
      keyId,
      at: last.at,
      perMinute: last.perMinute,
      nonces: refused.map(({ request }) => request.nonce),
    });
    // One token comes back every 60 / perMinute seconds.
    const retryAfterSeconds = Math.max(1, Math.ceil(((1 - level) * 60) / last.perMinute));
    for (const waiting of refused) waiting.settle({ kind: 'limited', retryAfterSeconds });
  }
}
