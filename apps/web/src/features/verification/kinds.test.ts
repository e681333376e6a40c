import { describe, expect, it } from 'vitest';
import { cardState, KIND_GROUPS, KIND_INFO, VERIFICATION_KINDS } from './kinds';
import { standingOf } from './records';
import { buildRecord } from './test/builders';

const NOW = Date.parse('2025-06-01T00:00:00Z');

describe('the ways to verify', () => {
  it('groups every kind once, each with a page', () => {
    expect(Object.values(KIND_GROUPS).flat().sort()).toEqual([...VERIFICATION_KINDS].sort());
    expect(KIND_INFO.personal.path).toBe('/console/verification/personal');
    expect(KIND_INFO.bankCard.path).toBe('/console/verification/bankCardVerify');
    expect(KIND_INFO.student.path).toBe('/studentverify');
  });

  it('offers every kind to an account without verifications', () => {
    const standing = standingOf([], NOW);
    expect(VERIFICATION_KINDS.map((kind) => cardState(kind, standing))).toEqual(
      VERIFICATION_KINDS.map(() => 'open'),
    );
  });

  it('closes the personal ways once personal passed, and still offers the enterprise ones', () => {
    const standing = standingOf([buildRecord({ verify_type: 0, status: 1 })], NOW);
    expect(cardState('personal', standing)).toBe('done');
    expect(cardState('bankCard', standing)).toBe('done');
    expect(cardState('enterprise', standing)).toBe('open');
    expect(cardState('license', standing)).toBe('open');
    expect(cardState('otherChannel', standing)).toBe('open');
  });

  it('marks the kinds of a type that waits, and closes other documents once both types passed', () => {
    const waiting = standingOf([buildRecord({ verify_type: 1, method: 'license_letter', status: 0 })], NOW);
    expect(cardState('enterprise', waiting)).toBe('waiting');
    expect(cardState('personal', waiting)).toBe('open');
    const both = standingOf(
      [
        buildRecord({ id: 1, verify_type: 0 }),
        buildRecord({ id: 2, verify_type: 1, method: 'license_transfer' }),
      ],
      NOW,
    );
    expect(cardState('otherChannel', both)).toBe('done');
    expect(cardState('student', both)).toBe('open');
  });
});
