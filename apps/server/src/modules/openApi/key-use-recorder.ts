import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db';
import { recordKeyUse } from './access-keys.repository';
import type { NonceStore } from './nonce-store';

/** Keys whose last written use this process remembers; beyond it the oldest go first. */
const MAX_KEYS = 20_000;
const MINUTE_MS = 60_000;

/**
 * The key's last use (shown on the console's key list) for a nonce store outside PostgreSQL: written
 * at most once a minute per key and address from each process, after the answer rather than before
 * it (a failed write is logged; the next minute's write makes up for it).
 */
export function recordingKeyUse(store: NonceStore, db: Db, log: FastifyBaseLogger): NonceStore {
  const written = new Map<number, { ip: string; at: number }>();
  const record = (keyId: number, at: Date, ip: string) => {
    const last = written.get(keyId);
    if (last && last.ip === ip && at.getTime() - last.at < MINUTE_MS) return;
    written.delete(keyId);
    if (written.size >= MAX_KEYS) {
      const oldest = written.keys().next();
      if (!oldest.done) written.delete(oldest.value);
    }
    written.set(keyId, { ip, at: at.getTime() });
    recordKeyUse(db, keyId, at, ip).catch((error: unknown) => {
      log.warn({ err: error, keyId }, "open API: the access key's last use was not recorded");
    });
  };
  return {
    async spend(batch) {
      const spent = await store.spend(batch);
      if (spent.taken > 0) record(batch.keyId, batch.at, batch.ip);
      return spent;
    },
  };
}
