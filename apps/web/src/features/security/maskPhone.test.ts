import { describe, expect, it } from 'vitest';
import { maskPhone } from './maskPhone';

describe('maskPhone', () => {
  it('hides the middle four digits of a mainland mobile number', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
  });

  it('leaves anything else alone', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('+8613800000001')).toBe('+8613800000001');
  });
});
