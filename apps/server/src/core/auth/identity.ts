import type { ApiScope, StaffRole } from '@gpucloud/contracts';

/**
 * Who is calling. Lives in core so that core (access control, the session cache) can name it
 * without importing a feature module; the account tables take their role list from here. Staff are
 * no customer role: they have accounts and sessions of their own (modules/staff).
 */
export const USER_ROLES = ['user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Who a valid session belongs to. */
export interface AuthContext {
  sessionId: string;
  /** The main account: the caller itself, or the sub-account's owner. */
  userId: number;
  subAccountId: number | null;
  role: UserRole;
  /**
   * Set when the call is a signed open-API request (issue 16): the key that signed it. Orders it
   * places count toward the key's monthly spend cap.
   */
  accessKey?: { id: number; scopes: readonly ApiScope[] };
}

/** Who a valid staff session belongs to (read from staff_sessions on every call). */
export interface StaffContext {
  staffSessionId: string;
  staffId: number;
  role: StaffRole;
}

/** A staff write as the audit trail records it: who, from where, through which endpoint. */
export interface StaffActor {
  staff: StaffContext;
  ip: string;
  /** The endpoint's path, e.g. /api/admin/set_credit_quota. */
  endpoint: string;
}
