import type { AuthContext, UserRole } from './identity';

/**
 * Caller-level policies, named so that access control and services ask the same question the same
 * way (the authorization matrix, apps/server/src/test/authorization-matrix.ts, checks them through
 * the API). Object-level policies sit next to their feature (instance.policy.ts, sub-account.policy.ts).
 */

/** A main account (staff accounts are main accounts too), not one of its sub-accounts. */
export function isMainAccount(caller: AuthContext): boolean {
  return caller.subAccountId === null;
}

/** Staff with this role. */
export function hasStaffRole(caller: AuthContext, role: Exclude<UserRole, 'user'>): boolean {
  return isMainAccount(caller) && caller.role === role;
}
