import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../core/auth/identity';
import { isMainAccountOf } from '../account/sub-account.policy';
import { mayActOnInstance } from './ownership.policy';

const mainA: AuthContext = { sessionId: 'a', userId: 1, subAccountId: null, role: 'user' };
const subA: AuthContext = { ...mainA, sessionId: 'sa', subAccountId: 10 };
const siblingOfSubA: AuthContext = { ...mainA, sessionId: 'sa2', subAccountId: 11 };
const mainB: AuthContext = { sessionId: 'b', userId: 2, subAccountId: null, role: 'user' };

describe('own-instance policy', () => {
  const ofA = { userId: 1, subAccountId: null };
  const ofSubA = { userId: 1, subAccountId: 10 };

  it.each([
    ['main A on its own', mainA, ofA, true],
    ['main A on its sub-account’s', mainA, ofSubA, true],
    ['sub-account on its own', subA, ofSubA, true],
    ['sub-account on its main account’s', subA, ofA, false],
    ['sub-account on a sibling’s', siblingOfSubA, ofSubA, false],
    ['another main account', mainB, ofA, false],
  ])('%s', (_name, caller, instance, allowed) => {
    expect(mayActOnInstance(caller, instance)).toBe(allowed);
  });
});

describe('own-sub-account policy', () => {
  const subOfA = { mainUserId: 1, deletedAt: null };

  it.each([
    ['its main account', mainA, subOfA, true],
    ['the sub-account itself', subA, subOfA, false],
    ['another main account', mainB, subOfA, false],
    ['anyone, once deleted', mainA, { mainUserId: 1, deletedAt: new Date(0) }, false],
    ['anyone, when there is none', mainA, null, false],
  ])('%s', (_name, caller, subAccount, allowed) => {
    expect(isMainAccountOf(caller, subAccount)).toBe(allowed);
  });
});
