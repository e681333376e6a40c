import { describe, expect, it } from 'vitest';
import { diffValues, showValue } from './auditDiff';

describe('diffValues', () => {
  it('lines up before and after key by key and marks what changed', () => {
    expect(diffValues({ Role: 'support', Name: 'Ada' }, { Role: 'finance', Name: 'Ada' })).toEqual([
      { key: 'Role', before: 'support', after: 'finance', changed: true },
      { key: 'Name', before: 'Ada', after: 'Ada', changed: false },
    ]);
  });

  it('shows created and removed objects, and keys only one side has', () => {
    expect(diffValues(null, { Phone: '13800000000' })).toEqual([
      { key: 'Phone', after: '13800000000', changed: true },
    ]);
    expect(diffValues({ Quota: 5 }, null)).toEqual([{ key: 'Quota', before: '5', changed: true }]);
    expect(diffValues({ A: 1 }, { B: 2 })).toEqual([
      { key: 'A', before: '1', changed: true },
      { key: 'B', after: '2', changed: true },
    ]);
  });

  it('has nothing to show when nothing was recorded', () => {
    expect(diffValues(null, null)).toEqual([]);
  });

  it('compares nested values by their JSON', () => {
    expect(diffValues({ Tags: ['a'] }, { Tags: ['a'] })[0]?.changed).toBe(false);
    expect(diffValues({ Tags: ['a'] }, { Tags: ['a', 'b'] })[0]?.changed).toBe(true);
  });
});

describe('showValue', () => {
  it('shows text as it is and everything else as JSON', () => {
    expect(showValue('25.00')).toBe('25.00');
    expect(showValue(25)).toBe('25');
    expect(showValue(null)).toBe('null');
    expect(showValue(true)).toBe('true');
    expect(showValue({ a: 1 })).toBe('{"a":1}');
    expect(showValue(undefined)).toBe('undefined');
  });
});
