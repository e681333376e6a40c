import { describe, expect, it } from 'vitest';
import {
  addFen,
  assertFen,
  fenToYuan,
  formatFen,
  formatYuan,
  isValidYuanInput,
  multiplyFenByBasisPoints,
  parseYuanInput,
  subtractFen,
  yuanToFen,
} from './money';

// What a person may type as an amount (SPEC §5): digits, optional thousands groups, at most 2 decimals.
const VALID_INPUTS: [string, number][] = [
  ['100', 10000],
  ['1,500', 150000],
  ['1,234,567.89', 123456789],
  ['0.5', 50],
  ['99.90', 9990],
  ['0', 0],
  ['0.01', 1],
  ['999', 99900],
  ['1,000', 100000],
  ['1500', 150000],
  ['12,345.6', 1234560],
];

const INVALID_INPUTS = [
  '',
  ' ',
  'abc',
  '1.234',
  '1,23',
  '12,3456',
  '-5',
  '1e3',
  ' 1 000',
  '1 000',
  '1000,000',
  ',100',
  '100,',
  '1,,000',
  '.5',
  '5.',
  '1.2.3',
  '+5',
  '0x10',
  'NaN',
  'Infinity',
  '１００',
  '1,000.001',
];

describe('parseYuanInput', () => {
  it.each(VALID_INPUTS)('reads %j as %i fen', (input, fen) => {
    expect(parseYuanInput(input)).toBe(fen);
  });

  it.each(INVALID_INPUTS)('refuses %j', (input) => {
    expect(parseYuanInput(input)).toBeNull();
  });

  it('ignores whitespace around an otherwise valid amount', () => {
    expect(parseYuanInput(' 1,500.5 ')).toBe(150050);
    expect(parseYuanInput('\t100\n')).toBe(10000);
  });

  it('keeps large amounts exact to the fen', () => {
    expect(parseYuanInput('90,071,992,547,409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseYuanInput('12345678901.23')).toBe(1234567890123);
  });

  // Null, not a throw: a request field reads amounts through it, and a throw there answered 500.
  it('refuses an amount too large to hold as a safe integer of fen', () => {
    expect(parseYuanInput('90071992547409.92')).toBeNull();
    expect(parseYuanInput('99999999999999999999')).toBeNull();
    expect(parseYuanInput('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('isValidYuanInput', () => {
  it.each(VALID_INPUTS)('accepts %j', (input) => {
    expect(isValidYuanInput(input)).toBe(true);
  });

  it.each(INVALID_INPUTS)('refuses %j', (input) => {
    expect(isValidYuanInput(input)).toBe(false);
  });

  it('agrees with parseYuanInput on every input', () => {
    for (const input of [...VALID_INPUTS.map(([text]) => text), ...INVALID_INPUTS, ' 42 ']) {
      expect(isValidYuanInput(input), input).toBe(parseYuanInput(input) !== null);
    }
  });
});

describe('yuanToFen', () => {
  it('rounds half-up at the second decimal as the number is written, not as it is stored', () => {
    // 1.005 is stored as 1.00499999999999989..., 2.675 as 2.67499999999999982...
    expect(yuanToFen(1.005)).toBe(101);
    expect(yuanToFen(2.675)).toBe(268);
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    // The sum's shortest form is 1.1349999999999998: binary noise of arithmetic, dropped before rounding.
    expect(yuanToFen(1.13 + 0.005)).toBe(114);
    expect(yuanToFen(0.03 + 0.005)).toBe(4);
    expect(yuanToFen(1.115)).toBe(112);
    expect(yuanToFen(8.345)).toBe(835);
  });

  it('rounds below half down', () => {
    expect(yuanToFen(1.004)).toBe(100);
    expect(yuanToFen(1.0049)).toBe(100);
    expect(yuanToFen(0.004)).toBe(0);
  });

  it('converts whole and two-decimal amounts exactly', () => {
    expect(yuanToFen(0)).toBe(0);
    expect(yuanToFen(1)).toBe(100);
    expect(yuanToFen(0.01)).toBe(1);
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen(1234567.89)).toBe(123456789);
  });

  it('rounds negative amounts half away from zero', () => {
    expect(yuanToFen(-1.005)).toBe(-101);
    expect(yuanToFen(-2.675)).toBe(-268);
    expect(yuanToFen(-0.5)).toBe(-50);
    expect(yuanToFen(-1.004)).toBe(-100);
    expect(yuanToFen('-3.2')).toBe(-320);
  });

  it('reads decimal strings with any number of decimals, rounding half-up', () => {
    expect(yuanToFen('1.005')).toBe(101);
    expect(yuanToFen('2.675')).toBe(268);
    expect(yuanToFen('1.00499999')).toBe(100);
    expect(yuanToFen(' 12.345 ')).toBe(1235);
    expect(yuanToFen('7')).toBe(700);
    expect(yuanToFen('0.999')).toBe(100);
  });

  it('handles values whose shortest form uses an exponent', () => {
    expect(yuanToFen(1e-7)).toBe(0);
    expect(yuanToFen(0.000006)).toBe(0);
    expect(yuanToFen(-1e-7)).toBe(0);
    expect(yuanToFen(5e-3)).toBe(1);
  });

  it('refuses what is not a plain decimal', () => {
    for (const bad of ['', 'abc', '1,000', '1e3', '1.', '.5', '--1']) {
      expect(() => yuanToFen(bad), bad).toThrow(RangeError);
    }
  });

  it('refuses non-finite numbers', () => {
    expect(() => yuanToFen(Number.NaN)).toThrow(RangeError);
    expect(() => yuanToFen(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => yuanToFen(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });

  it('refuses results beyond a safe integer of fen', () => {
    expect(() => yuanToFen('100000000000000')).toThrow(RangeError);
    expect(() => yuanToFen(1e21)).toThrow(RangeError);
  });
});

describe('fenToYuan', () => {
  it('turns fen into a yuan number exact to the fen', () => {
    expect(fenToYuan(0)).toBe(0);
    expect(fenToYuan(12345)).toBe(123.45);
    expect(fenToYuan(1)).toBe(0.01);
    expect(fenToYuan(-250)).toBe(-2.5);
  });

  it('round-trips through yuanToFen', () => {
    for (const fen of [0, 1, 7, 10, 99, 101, 1999, 29999, 123456789, -4567]) {
      expect(yuanToFen(fenToYuan(fen))).toBe(fen);
    }
  });

  it('refuses fractional fen', () => {
    expect(() => fenToYuan(0.5)).toThrow(RangeError);
  });
});

describe('formatFen', () => {
  it('always writes two decimals', () => {
    expect(formatFen(0)).toBe('0.00');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(50)).toBe('0.50');
    expect(formatFen(100)).toBe('1.00');
    expect(formatFen(123456)).toBe('1234.56');
  });

  it('groups thousands only when asked', () => {
    expect(formatFen(123456789)).toBe('1234567.89');
    expect(formatFen(123456789, { grouped: true })).toBe('1,234,567.89');
    expect(formatFen(99999, { grouped: true })).toBe('999.99');
    expect(formatFen(100000, { grouped: true })).toBe('1,000.00');
    expect(formatFen(0, { grouped: true })).toBe('0.00');
    expect(formatFen(Number.MAX_SAFE_INTEGER, { grouped: true })).toBe('90,071,992,547,409.91');
  });

  it('writes negative amounts with a leading minus, also below one yuan', () => {
    expect(formatFen(-5)).toBe('-0.05');
    expect(formatFen(-100)).toBe('-1.00');
    expect(formatFen(-123456789, { grouped: true })).toBe('-1,234,567.89');
  });

  it('refuses what is not a safe integer of fen', () => {
    expect(() => formatFen(0.5)).toThrow(RangeError);
    expect(() => formatFen(Number.NaN)).toThrow(RangeError);
    expect(() => formatFen(2 ** 53)).toThrow(RangeError);
  });

  it('round-trips through parseYuanInput', () => {
    for (const fen of [0, 1, 99, 100, 150000, 123456789]) {
      expect(parseYuanInput(formatFen(fen, { grouped: true }))).toBe(fen);
      expect(parseYuanInput(formatFen(fen))).toBe(fen);
    }
  });
});

describe('formatYuan', () => {
  it('formats a yuan number with two decimals and half-up rounding', () => {
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(1.005)).toBe('1.01');
    expect(formatYuan(2.675)).toBe('2.68');
    expect(formatYuan(0.1 + 0.2)).toBe('0.30');
    expect(formatYuan(99.9)).toBe('99.90');
    expect(formatYuan(-2.675)).toBe('-2.68');
  });

  it('groups thousands when asked', () => {
    expect(formatYuan(1234.5, { grouped: true })).toBe('1,234.50');
    expect(formatYuan(1234.5)).toBe('1234.50');
  });
});

describe('multiplyFenByBasisPoints', () => {
  it('rounds the discounted amount half-up to the fen', () => {
    expect(multiplyFenByBasisPoints(199, 9800)).toBe(195); // 195.02
    expect(multiplyFenByBasisPoints(25, 9800)).toBe(25); // 24.5
    expect(multiplyFenByBasisPoints(15, 9700)).toBe(15); // 14.55
    expect(multiplyFenByBasisPoints(1, 5000)).toBe(1); // 0.5
    expect(multiplyFenByBasisPoints(1, 4999)).toBe(0); // 0.4999
    expect(multiplyFenByBasisPoints(33, 9500)).toBe(31); // 31.35
    expect(multiplyFenByBasisPoints(10, 9450)).toBe(9); // 9.45
  });

  it('keeps exact products unchanged', () => {
    expect(multiplyFenByBasisPoints(10000, 9800)).toBe(9800);
    expect(multiplyFenByBasisPoints(12345, 10000)).toBe(12345);
    expect(multiplyFenByBasisPoints(12345, 0)).toBe(0);
    expect(multiplyFenByBasisPoints(0, 9400)).toBe(0);
    expect(multiplyFenByBasisPoints(500, 20000)).toBe(1000);
  });

  it('stays exact for large amounts where float arithmetic would not', () => {
    // As a double, 9007199254740991 * 9999 / 10000 comes out 9006298534815516.
    expect(multiplyFenByBasisPoints(Number.MAX_SAFE_INTEGER, 9999)).toBe(9006298534815517);
    expect(multiplyFenByBasisPoints(Number.MAX_SAFE_INTEGER, 10000)).toBe(Number.MAX_SAFE_INTEGER);
    expect(multiplyFenByBasisPoints(123456789012345, 9400)).toBe(116049381671604);
  });

  it('rounds negative amounts half away from zero', () => {
    expect(multiplyFenByBasisPoints(-25, 9800)).toBe(-25);
    expect(multiplyFenByBasisPoints(-199, 9800)).toBe(-195);
    expect(multiplyFenByBasisPoints(-1, 4999)).toBe(0);
  });

  it('refuses a product beyond a safe integer', () => {
    expect(() => multiplyFenByBasisPoints(Number.MAX_SAFE_INTEGER, 10001)).toThrow(RangeError);
  });

  it('refuses rates that are negative or not integers', () => {
    expect(() => multiplyFenByBasisPoints(100, -1)).toThrow(RangeError);
    expect(() => multiplyFenByBasisPoints(100, 9800.5)).toThrow(RangeError);
    expect(() => multiplyFenByBasisPoints(100, Number.NaN)).toThrow(RangeError);
  });

  it('refuses amounts that are not integers of fen', () => {
    expect(() => multiplyFenByBasisPoints(0.5, 9800)).toThrow(RangeError);
    expect(() => multiplyFenByBasisPoints(Number.NaN, 9800)).toThrow(RangeError);
  });
});

describe('addFen', () => {
  it('adds integer amounts', () => {
    expect(addFen(1, 2, 3)).toBe(6);
    expect(addFen(19999, -9999)).toBe(10000);
    expect(addFen(42)).toBe(42);
    expect(addFen()).toBe(0);
  });

  it('refuses non-integer amounts wherever they appear', () => {
    expect(() => addFen(0.5)).toThrow(RangeError);
    expect(() => addFen(1, 0.1)).toThrow(RangeError);
    expect(() => addFen(1, Number.NaN, 2)).toThrow(RangeError);
    expect(() => addFen(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('refuses a sum beyond a safe integer', () => {
    expect(() => addFen(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
  });
});

describe('subtractFen', () => {
  it('subtracts integer amounts, going negative when it must', () => {
    expect(subtractFen(500, 200)).toBe(300);
    expect(subtractFen(100, 250)).toBe(-150);
    expect(subtractFen(0, 0)).toBe(0);
  });

  it('refuses non-integer amounts on either side', () => {
    expect(() => subtractFen(100.5, 1)).toThrow(RangeError);
    expect(() => subtractFen(100, 0.01)).toThrow(RangeError);
    expect(() => subtractFen(100, Number.NaN)).toThrow(RangeError);
  });

  it('refuses a difference beyond a safe integer', () => {
    expect(() => subtractFen(-Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
  });
});

describe('assertFen', () => {
  it('returns safe integers unchanged', () => {
    for (const value of [0, 1, -1, 123456789, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]) {
      expect(assertFen(value)).toBe(value);
    }
  });

  it.each([0.5, -0.01, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 2 ** 53, -(2 ** 53)])(
    'refuses %d',
    (value) => {
      expect(() => assertFen(value)).toThrow(RangeError);
    },
  );
});
