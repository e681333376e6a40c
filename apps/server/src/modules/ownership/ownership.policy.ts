import type { AuthContext } from '../../core/auth/identity';
import { isMainAccount } from '../../core/auth/policies';

/**
 * Policy "own-instance": a main account acts on its own instances and its sub-accounts'; a
 * sub-account on the instances it rented itself, never on its siblings' or its main account's.
 */
export function mayActOnInstance(
  caller: AuthContext,
  instance: { userId: number; subAccountId: number | null },
): boolean {
  if (instance.userId !== caller.userId) return false;
  return isMainAccount(caller) || instance.subAccountId === caller.subAccountId;
}
