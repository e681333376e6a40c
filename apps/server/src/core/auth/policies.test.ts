import { describe, expect, it } from 'vitest';
import type { AuthContext } from './identity';
import { hasStaffRole, isMainAccount } from './policies';

const main: AuthContext = { sessionId: 's1', userId: 1, subAccountId: null, role: 'user' };
const sub: AuthContext = { ...main, sessionId: 's2', subAccountId: 7 };
const operator: AuthContext = { ...main, sessionId: 's3', userId: 2, role: 'operator' };

describe('caller policies', () => {
  it('tells a main account from its sub-account', () => {
    expect(isMainAccount(main)).toBe(true);
    expect(isMainAccount(operator)).toBe(true);
    expect(isMainAccount(sub)).toBe(false);
  });

  it('grants a staff role only to a main account that holds it', () => {
    expect(hasStaffRole(operator, 'operator')).toBe(true);
    expect(hasStaffRole(main, 'operator')).toBe(false);
    expect(hasStaffRole({ ...operator, subAccountId: 3 }, 'operator')).toBe(false);
  });
});
