import type { Db } from '../../core/db';
import { keyProves, sshFingerprint } from './ssh-key-parse';
import { keysForInstance, markKeyUsed } from './ssh-keys.repository';

/** What an SSH client offers in a publickey request (ssh2 server's ctx). */
export interface OfferedKey {
  blob: Buffer;
  /** The data the client signed and its signature; absent in a "would you take this key" probe. */
  signed?: Buffer;
  signature?: Buffer;
  hashAlgo?: string;
}

/**
 * The account key an offered key is, when it may open the instance: its owner's (main account)
 * keys, or the renting sub-account's own; with a signature, only when it verifies. Null otherwise.
 */
export async function keyOpeningInstance(
  db: Db,
  instance: { userId: number; subAccountId: number | null },
  offered: OfferedKey,
): Promise<{ id: number; fingerprint: string } | null> {
  const fingerprint = sshFingerprint(offered.blob);
  const keys = await keysForInstance(db, instance, fingerprint);
  const key = keys.find((candidate) => keyProves(candidate.publicKey, offered));
  return key ? { id: key.id, fingerprint } : null;
}

/** The key's latest login, shown as "last used" in the account centre. */
export async function recordKeyUse(db: Db, keyId: number, at: Date): Promise<void> {
  await markKeyUsed(db, keyId, at);
}
