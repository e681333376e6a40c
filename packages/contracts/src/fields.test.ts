import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  INT4_MAX,
  idField,
  intEnumField,
  intField,
  intRangeField,
  pageField,
  pageSizeField,
  passwordField,
  phoneField,
  sessionField,
  smsCodeField,
  subAccountLoginField,
  yuanField,
} from './fields';

/** The messages of a failed parse; fails the test when the value was accepted. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  expect(result.success, `expected ${JSON.stringify(value)} to be refused`).toBe(false);
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('intField', () => {
  it('accepts integers as numbers and as decimal text (form-encoded bodies)', () => {
    expect(intField.parse(3)).toBe(3);
    expect(intField.parse('3')).toBe(3);
    expect(intField.parse('-2')).toBe(-2);
    expect(intField.parse(0)).toBe(0);
    expect(intField.parse('0')).toBe(0);
    expect(intField.parse('007')).toBe(7);
  });

  it.each(['3.5', 'x', '', ' 3', '3 ', '1e3', '0x10', '+3', '3,000'])('refuses the text %j', (value) => {
    expect(intField.safeParse(value).success).toBe(false);
  });

  it.each([3.5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, [3], { n: 3 }])(
    'refuses the value %j',
    (value) => {
      expect(intField.safeParse(value).success).toBe(false);
    },
  );

  it('refuses integers beyond the safe range, as numbers or text', () => {
    expect(intField.safeParse(2 ** 53).success).toBe(false);
    expect(intField.safeParse('9007199254740993').success).toBe(false);
    expect(intField.parse(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('pageField', () => {
  it('starts at page 1', () => {
    expect(pageField.parse('1')).toBe(1);
    expect(pageField.parse(250)).toBe(250);
    expect(pageField.safeParse(0).success).toBe(false);
    expect(pageField.safeParse('-1').success).toBe(false);
  });
});

describe('pageSizeField', () => {
  it('accepts 1 to 100, as numbers or text', () => {
    expect(pageSizeField.parse(1)).toBe(1);
    expect(pageSizeField.parse('10')).toBe(10);
    expect(pageSizeField.parse(100)).toBe(100);
    expect(pageSizeField.parse('100')).toBe(100);
  });

  it.each([0, '0', -1, 101, '101', 10.5, '10.5', 'ten'])('refuses %j', (value) => {
    expect(pageSizeField.safeParse(value).success).toBe(false);
  });
});

describe('phoneField', () => {
  it('accepts a mainland mobile number, trimming spaces around it', () => {
    expect(phoneField.parse('13800000001')).toBe('13800000001');
    expect(phoneField.parse(' 13800000001 ')).toBe('13800000001');
  });

  it.each(['', '1380000000', '12800000001', '138000000011', 'abcdefghijk', '+8613800000001'])(
    'refuses %j saying what a phone must be',
    (value) => {
      expect(messagesOf(phoneField, value)).toEqual(['must be an 11-digit mainland mobile number']);
    },
  );

  it('refuses what is not a string', () => {
    expect(phoneField.safeParse(13800000001).success).toBe(false);
  });
});

describe('passwordField', () => {
  it('accepts 8 to 128 characters, including 64-character passphrases', () => {
    for (const length of [8, 9, 64, 100, 128]) {
      const password = 'p'.repeat(length);
      expect(passwordField.parse(password), `length ${length}`).toBe(password);
    }
  });

  it('keeps spaces: they are part of a passphrase', () => {
    expect(passwordField.parse(' correct horse ')).toBe(' correct horse ');
  });

  it('counts characters, not bytes', () => {
    expect(passwordField.parse('密码密码密码密码')).toBe('密码密码密码密码');
  });

  it('refuses fewer than 8 characters with a message naming the minimum', () => {
    expect(messagesOf(passwordField, '')).toEqual(['must be at least 8 characters']);
    expect(messagesOf(passwordField, 'p'.repeat(7))).toEqual(['must be at least 8 characters']);
  });

  it('refuses more than 128 characters with a message naming the maximum', () => {
    expect(messagesOf(passwordField, 'p'.repeat(129))).toEqual(['must be at most 128 characters']);
  });
});

describe('smsCodeField', () => {
  it('accepts six digits, trimming spaces around them', () => {
    expect(smsCodeField.parse('012345')).toBe('012345');
    expect(smsCodeField.parse(' 123456 ')).toBe('123456');
  });

  it.each(['', '12345', '1234567', 'abcdef', '12 456', '12345a'])(
    'refuses %j saying it must be 6 digits',
    (value) => {
      expect(messagesOf(smsCodeField, value)).toEqual(['must be 6 digits']);
    },
  );

  it('refuses a number: codes keep their leading zeros as text', () => {
    expect(smsCodeField.safeParse(123456).success).toBe(false);
  });
});

describe('subAccountLoginField', () => {
  it('accepts and trims a valid login name', () => {
    expect(subAccountLoginField.parse(' demo-sub ')).toBe('demo-sub');
  });

  it('refuses an invalid one with a message naming the rule', () => {
    expect(messagesOf(subAccountLoginField, 'a')).toEqual([
      'must be 3-32 letters, digits, dots, dashes or underscores',
    ]);
  });
});

describe('sessionField', () => {
  it('is optional and at most 200 characters', () => {
    expect(sessionField.parse(undefined)).toBeUndefined();
    expect(sessionField.parse('t'.repeat(200))).toBe('t'.repeat(200));
    expect(sessionField.safeParse('t'.repeat(201)).success).toBe(false);
  });
});

describe('intRangeField and idField', () => {
  it.each([3.5, '3.5', 'x', true, 0, '0', 101, '101'])('says the range for %j', (value) => {
    const result = intRangeField(1, 100).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must be an integer from 1 to 100');
  });

  it('keeps ids within an int4 column, as numbers or text', () => {
    expect(idField.parse(INT4_MAX)).toBe(INT4_MAX);
    expect(idField.parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const value of [INT4_MAX + 1, String(INT4_MAX + 1), 2 ** 53, -1, 0, '-1'])
      expect(idField.safeParse(value).success, String(value)).toBe(false);
  });
});

describe('intEnumField', () => {
  it('takes the codes as numbers or text and answers numbers', () => {
    const field = intEnumField([-1, 0, 1]);
    expect(field.parse(-1)).toBe(-1);
    expect(field.parse('1')).toBe(1);
    for (const value of [2, '2', '01', 0.5, null]) expect(field.safeParse(value).success).toBe(false);
    expect(field.safeParse(2).error?.issues[0]?.message).toBe('must be one of -1, 0, 1');
  });
});

describe('yuanField', () => {
  const field = yuanField({ minFen: 1, maxFen: 100_000 });

  it('reads numbers and typed text exactly into fen', () => {
    expect(field.parse(0.07)).toBe(7);
    expect(field.parse('1,000.00')).toBe(100_000);
    expect(field.parse(' 12.5 ')).toBe(1_250);
  });

  it.each([0, '0', 1000.01, '1,000.01', 1.234, '1.234', -1, '1e3', Number.NaN])('refuses %j', (value) => {
    const result = field.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'must be an amount from 0.01 to 1000.00 yuan with at most 2 decimals',
    );
  });
});
