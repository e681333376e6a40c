/**
 * Who is calling. Lives in core so that core (access control, the session cache) can name it
 * without importing a feature module; the account tables take their role list from here.
 */
export const USER_ROLES = ['user', 'operator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Who a valid session belongs to. */
export interface AuthContext {
  sessionId: string;
  /** The main account: the caller itself, or the sub-account's owner. */
  userId: number;
  subAccountId: number | null;
  role: UserRole;
}
