import type { AuthContext } from '../../core/auth/identity';
import { isMainAccount } from '../../core/auth/policies';

/**
 * Policy "own-sub-account": only the main account a sub-account belongs to may manage it (add,
 * delete, note, password, limit, see its instances); a deleted sub-account belongs to no one.
 */
export function isMainAccountOf(
  caller: AuthContext,
  subAccount: { mainUserId: number; deletedAt: Date | null } | null,
): boolean {
  return (
    subAccount !== null &&
    subAccount.deletedAt === null &&
    isMainAccount(caller) &&
    subAccount.mainUserId === caller.userId
  );
}
