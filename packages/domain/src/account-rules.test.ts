import { describe, expect, it } from 'vitest';
import {
  isValidPhone,
  maskPhone,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SMS_CODE_PATTERN,
  SUB_ACCOUNT_LOGIN_PATTERN,
} from './account-rules';

describe('isValidPhone', () => {
  it.each([
    '13800000001',
    '13000000000',
    '14912345678',
    '15999999999',
    '16600000000',
    '17712345678',
    '18800000000',
    '19912345678',
  ])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['10 digits', '1380000000'],
    ['12 digits', '138000000011'],
    ['second digit 0', '10800000001'],
    ['second digit 1', '11800000001'],
    ['second digit 2', '12800000001'],
    ['not starting with 1', '23800000001'],
    ['a letter', '1380000000a'],
    ['leading space', ' 13800000001'],
    ['trailing newline', '13800000001\n'],
    ['country code', '+8613800000001'],
    ['dashes', '138-0000-0001'],
    ['full-width digits', '１３８００００００01'],
  ])('refuses %s (%j)', (_label, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('maskPhone', () => {
  it('hides the middle four digits of an 11-digit number', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('19912345678')).toBe('199****5678');
  });

  it('leaves anything that is not 11 characters as it is', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('12345')).toBe('12345');
    expect(maskPhone('138000000011')).toBe('138000000011');
  });
});

describe('account field rules', () => {
  it('allows passwords of 8 characters up to long passphrases of at least 64', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBeGreaterThanOrEqual(64);
  });

  it('takes SMS codes of exactly six digits', () => {
    expect(SMS_CODE_PATTERN.test('012345')).toBe(true);
    expect(SMS_CODE_PATTERN.test('12345')).toBe(false);
    expect(SMS_CODE_PATTERN.test('1234567')).toBe(false);
    expect(SMS_CODE_PATTERN.test('12345a')).toBe(false);
  });

  it('takes sub-account logins of 3-32 characters starting with a letter or digit', () => {
    for (const name of ['abc', 'demo-sub', 'a.b_c-d', '9lives', 'x'.repeat(32)]) {
      expect(SUB_ACCOUNT_LOGIN_PATTERN.test(name), name).toBe(true);
    }
    for (const name of ['ab', '-abc', '.abc', '_abc', 'x'.repeat(33), 'has space', 'ünï', 'a@b']) {
      expect(SUB_ACCOUNT_LOGIN_PATTERN.test(name), name).toBe(false);
    }
  });
});
