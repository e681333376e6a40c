/** A batch of one key's signed requests, as the nonce store spends it. */
export interface NonceBatch {
  keyId: number;
  /** The distinct nonces of the batch, in the order their requests arrived. */
  nonces: readonly string[];
  /** When the batch is spent (the latest of its requests), by this process's clock. */
  at: Date;
  /** The address of the batch's latest request (the key's last use). */
  ip: string;
  /** The key's rate limit: its bucket holds this many tokens and refills this many a minute. */
  perMinute: number;
}

/** What a batch of one key's nonces came to. */
export interface SpentNonces {
  /** The batch's nonces not seen before, in the batch's order: the first `taken` are admitted. */
  fresh: string[];
  /** Tokens taken from the key's bucket, one per admitted request. */
  taken: number;
  /** The bucket's level (under one token) when fresh nonces were refused for the rate, else null. */
  level: number | null;
}

/**
 * Where signed requests' nonces and their keys' rate-limit buckets live, shared by every server
 * process: PostgreSQL (one function call per batch) or, where REDIS_URL names one, a Redis server
 * (one script call per batch, no PostgreSQL write per request). Either spends a batch atomically:
 * a nonce seen before in any process is a replay, and concurrent batches from any number of
 * processes never take more tokens than the bucket holds. The fresh nonces refused for the rate are
 * given back (those requests may be sent again).
 */
export interface NonceStore {
  spend(batch: NonceBatch): Promise<SpentNonces>;
}
