import { SSH_KEY_LIMITS, type SshKeyRow } from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { checkSshPublicKey } from './ssh-key-parse';
import {
  countKeysOf,
  deleteKey,
  findHeldKey,
  insertKey,
  type KeyHolder,
  listKeysOf,
  lockKeyAccount,
  renameKey,
  type SshKeyRecord,
} from './ssh-keys.repository';

function holderOf(auth: AuthContext): KeyHolder {
  return { userId: auth.userId, subAccountId: auth.subAccountId };
}

function rowOf(key: SshKeyRecord): SshKeyRow {
  return {
    KeyId: key.id,
    Name: key.name,
    Type: key.type,
    Fingerprint: key.fingerprint,
    PublicKey: key.publicKey,
    Comment: key.comment,
    CreateAt: key.createdAt.toISOString(),
    LastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  };
}

const notFound = () => refused('SSH key not found');

export async function listSshKeys(deps: Pick<AppDeps, 'db'>, auth: AuthContext) {
  const keys = await listKeysOf(deps.db, holderOf(auth));
  return { list: keys.map(rowOf), max: SSH_KEY_LIMITS.perAccount };
}

/** How many keys the caller holds (the access dialog's `-i` hint). */
export async function countSshKeys(deps: Pick<AppDeps, 'db'>, auth: AuthContext): Promise<number> {
  return countKeysOf(deps.db, holderOf(auth));
}

/**
 * Adds a checked public key. The count and the duplicate check run under the main account's row
 * lock, so two adds at once cannot pass 20 or add one key twice (the unique index backs the latter).
 */
export async function addSshKey(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { name: string; public_key: string },
) {
  const checked = checkSshPublicKey(input.public_key);
  const holder = holderOf(auth);
  const key = await deps.db.transaction(async (tx) => {
    await lockKeyAccount(tx, auth.userId);
    if (await findHeldKey(tx, holder, checked.fingerprint))
      throw refused(`public_key: this key (${checked.fingerprint}) is already on your account`);
    if ((await countKeysOf(tx, holder)) >= SSH_KEY_LIMITS.perAccount)
      throw refused(`an account holds at most ${SSH_KEY_LIMITS.perAccount} SSH keys: delete one first`);
    return insertKey(tx, {
      userId: auth.userId,
      subAccountId: auth.subAccountId,
      name: input.name,
      ...checked,
      createdAt: deps.clock.now(),
    });
  });
  return { key: rowOf(key) };
}

export async function renameSshKey(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  input: { key_id: number; name: string },
) {
  const key = await renameKey(deps.db, holderOf(auth), input.key_id, input.name);
  if (!key) throw notFound();
  return { key: rowOf(key) };
}

/** Deletes one of the caller's own keys; another account's key is "not found", as a missing one. */
export async function removeSshKey(deps: Pick<AppDeps, 'db'>, auth: AuthContext, keyId: number) {
  if (!(await deleteKey(deps.db, holderOf(auth), keyId))) throw notFound();
  return {};
}
