import { formatFen, parseYuanInput } from '@gpucloud/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { integerRangePattern, integerStepPattern, yuanRangePattern } from './range-patterns';

/** What a form-encoded integer field reads: optional minus, digits, leading zeros allowed. */
function readsAsInteger(text: string, min: number, max: number): boolean {
  if (!/^-?\d+$/.test(text) || text === '-0' || /^-0+$/.test(text)) return false;
  const value = Number(text);
  return value >= min && value <= max;
}

const integerText = fc.stringMatching(/^-?\d{1,12}$/);
const yuanAlphabet = fc.constantFrom(...'0123456789,. '.split(''), '0', '5', '9');
const yuanText = fc.oneof(
  fc.array(yuanAlphabet, { maxLength: 14 }).map((chars) => chars.join('')),
  fc
    .tuple(fc.integer({ min: 0, max: 200_000_000 }), fc.boolean())
    .map(([fen, grouped]) => formatFen(fen, { grouped })),
  fc
    .tuple(fc.integer({ min: 0, max: 2_000_000 }), fc.nat(3))
    .map(([yuan, zeros]) => `${'0'.repeat(zeros)}${yuan}`),
);

describe('integerRangePattern', () => {
  it.each([
    [1, 2_147_483_647],
    [-1, 3],
    [0, 2],
    [1, 100],
    [1, 29],
    [0, 32_503_680_000],
    [-250, -7],
    [-1_000, 1_000],
  ])('accepts exactly the texts of %i..%i', (min, max) => {
    const pattern = new RegExp(integerRangePattern(min, max));
    const edges = [min, max, min - 1, max + 1, 0, -1, 1].map(String);
    for (const text of edges) expect(pattern.test(text), text).toBe(readsAsInteger(text, min, max));
    fc.assert(
      fc.property(fc.oneof(integerText, fc.integer({ min: min - 10, max: max + 10 }).map(String)), (text) => {
        expect(pattern.test(text), text).toBe(readsAsInteger(text, min, max));
      }),
      { seed: 23, numRuns: 2_000 },
    );
  });

  it('accepts leading zeros and refuses signs, spaces and decimals', () => {
    const pattern = new RegExp(integerRangePattern(1, 100));
    expect(['007', '100', '0100'].every((text) => pattern.test(text))).toBe(true);
    expect(['+7', ' 7', '7 ', '7.0', '1e2', '', '0', '101'].some((text) => pattern.test(text))).toBe(false);
  });

  it('refuses a range it cannot write', () => {
    expect(() => integerRangePattern(3, 2)).toThrow(RangeError);
    expect(() => integerRangePattern(0, 2 ** 53)).toThrow(RangeError);
  });
});

describe('integerStepPattern', () => {
  it.each([
    [10, 4000, 10],
    [10, 2000, 10],
    [100, 10_000, 100],
  ])('accepts exactly the multiples of the step from %i to %i', (min, max, step) => {
    const pattern = new RegExp(integerStepPattern(min, max, step));
    const reads = (text: string) => readsAsInteger(text, min, max) && Number(text) % step === 0;
    fc.assert(
      fc.property(fc.oneof(integerText, fc.integer({ min: min - 30, max: max + 30 }).map(String)), (text) => {
        expect(pattern.test(text), text).toBe(reads(text));
      }),
      { seed: 23, numRuns: 3_000 },
    );
    expect(pattern.test(`00${min}`)).toBe(true);
  });

  it('refuses a step it cannot write', () => {
    expect(() => integerStepPattern(10, 100, 5)).toThrow(RangeError);
    expect(() => integerStepPattern(15, 100, 10)).toThrow(RangeError);
    expect(() => integerStepPattern(0, 100, 10)).toThrow(RangeError);
  });
});

describe('yuanRangePattern', () => {
  it.each([
    [1, 50_000_000],
    [0, 100_000_000],
    [150, 12_345],
    [0, 0],
    [99, 101],
  ])('accepts exactly what parseYuanInput reads as %i..%i fen', (minFen, maxFen) => {
    const pattern = new RegExp(yuanRangePattern(minFen, maxFen));
    fc.assert(
      fc.property(yuanText, (text) => {
        const fen = parseYuanInput(text);
        expect(pattern.test(text), JSON.stringify(text)).toBe(fen !== null && fen >= minFen && fen <= maxFen);
      }),
      { seed: 23, numRuns: 3_000 },
    );
  });

  it('takes thousands groups with leading zeros, as parseYuanInput does', () => {
    const pattern = new RegExp(yuanRangePattern(1, 50_000_000));
    for (const text of ['0,100', '0,000,001.5', '500,000.00', ' 1,500.5 ', '001,234', '0.01'])
      expect(pattern.test(text), text).toBe(true);
    for (const text of ['500,000.01', '500001', '0', '0.00', '1,50', '1.234', '.5', '-1', '1e3'])
      expect(pattern.test(text), text).toBe(false);
  });
});
