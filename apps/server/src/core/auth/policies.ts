import type { StaffRole } from '@gpucloud/contracts';
import type { AuthContext, StaffContext } from './identity';

/**
 * Caller-level policies, named so that access control and services ask the same question the same
 * way (the authorization matrix, apps/server/src/testing/authorization-matrix.ts, checks them through
 * the API). Object-level policies sit next to their feature (instance.policy.ts, sub-account.policy.ts).
 */

/** A main account, not one of its sub-accounts. */
export function isMainAccount(caller: AuthContext): boolean {
  return caller.subAccountId === null;
}

/** A staff member with one of `roles`; admin holds every role. */
export function hasStaffRole(staff: StaffContext, roles: readonly StaffRole[]): boolean {
  return staff.role === 'admin' || roles.includes(staff.role);
}
