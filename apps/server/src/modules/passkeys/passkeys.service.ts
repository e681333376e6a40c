import { PASSKEY_LIMITS } from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { PasskeyReason } from './passkey-reasons';
import { holderOf, passkeyRowOf } from './passkey-rows';
import { deletePasskey, listPasskeysOf, renamePasskey } from './passkeys.repository';

export async function listPasskeys(deps: Pick<AppDeps, 'db'>, auth: AuthContext) {
  const keys = await listPasskeysOf(deps.db, holderOf(auth));
  return { list: keys.map(passkeyRowOf), max: PASSKEY_LIMITS.perAccount };
}

export async function renameOwnPasskey(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  input: { passkey_id: number; name: string },
) {
  const key = await renamePasskey(deps.db, holderOf(auth), input.passkey_id, input.name);
  if (!key) throw refused(PasskeyReason.NOT_FOUND);
  return { passkey: passkeyRowOf(key) };
}

/** Removes one of the caller's passkeys (the endpoint asks for a step-up first when a second factor is on). */
export async function removeOwnPasskey(deps: Pick<AppDeps, 'db'>, auth: AuthContext, passkeyId: number) {
  if (!(await deletePasskey(deps.db, holderOf(auth), passkeyId))) throw refused(PasskeyReason.NOT_FOUND);
  return {};
}
