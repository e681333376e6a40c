import type { PasskeyRow } from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import type { PasskeyHolder, PasskeyRecord } from './passkeys.repository';

export function holderOf(auth: AuthContext): PasskeyHolder {
  return { userId: auth.userId, subAccountId: auth.subAccountId };
}

export function passkeyRowOf(key: PasskeyRecord): PasskeyRow {
  return {
    PasskeyId: key.id,
    Name: key.name,
    CreateAt: key.createdAt.toISOString(),
    LastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    Synced: key.deviceType === 'multiDevice',
    BackedUp: key.backedUp,
  };
}
