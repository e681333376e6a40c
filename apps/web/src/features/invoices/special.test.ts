import { describe, expect, it } from 'vitest';
import { specialChoice } from './special';

const verified = { special_allowed: true, special_reason: '' };
const unverified = { special_allowed: false, special_reason: 'for enterprise-verified accounts' };

describe('whether a special VAT invoice may be asked for', () => {
  it('needs an enterprise-verified account, said in the server words', () => {
    expect(specialChoice(unverified, { special_allowed: true })).toEqual({
      allowed: false,
      because: 'account',
      reason: 'for enterprise-verified accounts',
    });
  });

  it('then a complete company title', () => {
    expect(specialChoice(verified, { special_allowed: false })).toEqual({ allowed: false, because: 'title' });
    expect(specialChoice(verified, undefined)).toEqual({ allowed: false, because: 'title' });
    expect(specialChoice(verified, { special_allowed: true })).toEqual({ allowed: true });
  });
});
