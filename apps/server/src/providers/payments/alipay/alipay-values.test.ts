import { describe, expect, it } from 'vitest';
import { chinaTime, fenOfYuanText, parseChinaTime, yuanText } from './alipay-values';

describe('Alipay amounts', () => {
  it('writes fen as yuan with two decimals', () => {
    expect(yuanText(1)).toBe('0.01');
    expect(yuanText(10)).toBe('0.10');
    expect(yuanText(1999)).toBe('19.99');
    expect(yuanText(10_000_000_000)).toBe('100000000.00');
  });

  it('refuses what is not a positive whole number of fen', () => {
    for (const fen of [0, -100, 12.5, Number.NaN, 2 ** 60]) expect(() => yuanText(fen)).toThrow(RangeError);
  });

  it('reads yuan back to the exact fen, with no float in between', () => {
    expect(fenOfYuanText('0.01')).toBe(1);
    expect(fenOfYuanText('19.99')).toBe(1999);
    expect(fenOfYuanText('0.3')).toBe(30);
    expect(fenOfYuanText('12')).toBe(1200);
    // 0.1 + 0.2 in floats is 0.30000000000000004; 4.35 * 100 is 434.99999999999994.
    expect(fenOfYuanText('4.35')).toBe(435);
    for (let fen = 1; fen < 200_000; fen += 7) expect(fenOfYuanText(yuanText(fen))).toBe(fen);
  });

  it('refuses anything but plain yuan with at most two decimals', () => {
    for (const text of [
      '12.345',
      '-1.00',
      '1e3',
      ' 1.00',
      '1,000.00',
      '.5',
      '1.',
      '',
      '0x10',
      '1000000000.00',
    ])
      expect(fenOfYuanText(text)).toBeNull();
    expect(fenOfYuanText(12)).toBeNull();
    expect(fenOfYuanText(undefined)).toBeNull();
  });
});

describe('Alipay times (China time, UTC+8)', () => {
  it('writes a moment as China time whatever the server zone', () => {
    expect(chinaTime(new Date('2026-11-22T08:00:00.000Z'))).toBe('2026-11-22 16:00:00');
    expect(chinaTime(new Date('2026-12-31T16:30:59.999Z'))).toBe('2027-01-01 00:30:59');
  });

  it('reads China time back to the moment', () => {
    expect(parseChinaTime('2026-11-22 16:00:00')?.toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(parseChinaTime('2027-01-01 00:30:59')?.toISOString()).toBe('2026-12-31T16:30:59.000Z');
  });

  it('refuses what is not a real time in that form', () => {
    for (const text of [
      '2026-02-30 10:00:00',
      '2026-11-22T16:00:00',
      '2026-11-22 24:00:00',
      '2026-11-22',
      '',
    ])
      expect(parseChinaTime(text)).toBeNull();
    expect(parseChinaTime(1_700_000_000)).toBeNull();
  });
});
