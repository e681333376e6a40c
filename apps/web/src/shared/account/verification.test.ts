import { describe, expect, it } from 'vitest';
import { verificationLabelKey } from './verification';

describe('verificationLabelKey', () => {
  it('says enterprise when the enterprise verification passed, whatever the personal one', () => {
    expect(verificationLabelKey({ Enterprise: true, Personal: true })).toBe('account.verifiedEnterprise');
    expect(verificationLabelKey({ Enterprise: true, Personal: false })).toBe('account.verifiedEnterprise');
  });

  it('says personal when only the personal verification passed', () => {
    expect(verificationLabelKey({ Enterprise: false, Personal: true })).toBe('account.verifiedPersonal');
  });

  it('says not verified otherwise', () => {
    expect(verificationLabelKey({ Enterprise: false, Personal: false })).toBe('account.notVerified');
  });
});
