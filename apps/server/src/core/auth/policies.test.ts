import { describe, expect, it } from 'vitest';
import type { AuthContext, StaffContext } from './identity';
import { hasStaffRole, isMainAccount } from './policies';

const main: AuthContext = { sessionId: 's1', userId: 1, subAccountId: null, role: 'user' };
const sub: AuthContext = { ...main, sessionId: 's2', subAccountId: 7 };
const support: StaffContext = { staffSessionId: 't1', staffId: 1, role: 'support' };
const admin: StaffContext = { staffSessionId: 't2', staffId: 2, role: 'admin' };

describe('caller policies', () => {
  it('tells a main account from its sub-account', () => {
    expect(isMainAccount(main)).toBe(true);
    expect(isMainAccount(sub)).toBe(false);
  });

  it('grants a staff endpoint to its roles and to admin, to no other role', () => {
    expect(hasStaffRole(support, ['support'])).toBe(true);
    expect(hasStaffRole(support, ['finance'])).toBe(false);
    expect(hasStaffRole(support, [])).toBe(false);
    expect(hasStaffRole(admin, ['finance'])).toBe(true);
    expect(hasStaffRole(admin, [])).toBe(true);
  });
});
