import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkBankCardNumber,
  checkResidentIdNumber,
  checkUnifiedSocialCreditCode,
  maskBankCardNumber,
  maskResidentIdNumber,
} from './identity-numbers';

const today = new Date('2026-11-24T00:00:00Z');

describe('resident ID numbers (GB 11643)', () => {
  it('accepts well-formed numbers and reads the birth date and sex', () => {
    expect(checkResidentIdNumber('11010519491231002x', today)).toEqual({
      ok: true,
      number: '11010519491231002X',
      birthDate: '1949-12-31',
      sex: 'female',
    });
    expect(checkResidentIdNumber(' 110101199003074477 ', today)).toMatchObject({ ok: true, sex: 'male' });
  });

  it('refuses a wrong check digit, a false date, an unknown region and a wrong shape', () => {
    expect(checkResidentIdNumber('110101199003074478', today)).toEqual({
      ok: false,
      reason: 'has a wrong check digit',
    });
    expect(checkResidentIdNumber('110101199002304475', today)).toEqual({
      ok: false,
      reason: 'does not hold a real date of birth',
    });
    expect(checkResidentIdNumber('110101203001014471', today)).toMatchObject({ ok: false });
    expect(checkResidentIdNumber('990101199003074477', today)).toEqual({
      ok: false,
      reason: 'does not start with a region code',
    });
    for (const wrong of ['', '11010119900307447', '1101011990030744777', '11010119900307447Y'])
      expect(checkResidentIdNumber(wrong, today)).toEqual({
        ok: false,
        reason: 'must be 18 characters: 17 digits and a digit or X',
      });
  });

  it('catches every single-digit typo (the check digit’s promise)', () => {
    const valid = '110101199003074477';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 9 }), (at, shift) => {
        const typo = `${valid.slice(0, at)}${(Number(valid[at]) + shift) % 10}${valid.slice(at + 1)}`;
        expect(checkResidentIdNumber(typo, today).ok).toBe(false);
      }),
    );
  });

  it('is masked without its birth date', () => {
    expect(maskResidentIdNumber('11010519491231002X')).toBe('110***********002X');
    expect(maskResidentIdNumber('123')).toBe('***');
  });
});

describe('bank card numbers', () => {
  it('accepts Luhn-valid numbers of 12 to 19 digits, spaces allowed', () => {
    expect(checkBankCardNumber('6228 4804 0256 4890 018')).toEqual({
      ok: true,
      number: '6228480402564890018',
    });
    expect(checkBankCardNumber('4111111111111111')).toMatchObject({ ok: true });
  });

  it('refuses a wrong check digit and a wrong length', () => {
    expect(checkBankCardNumber('6228480402564890019')).toEqual({
      ok: false,
      reason: 'has a wrong check digit',
    });
    expect(checkBankCardNumber('12345678901')).toEqual({ ok: false, reason: 'must be 12 to 19 digits' });
    expect(checkBankCardNumber('6228-4804-0256')).toEqual({ ok: false, reason: 'must be 12 to 19 digits' });
  });

  it('is masked to its issuer and last four digits', () => {
    expect(maskBankCardNumber('6228480402564890018')).toBe('6228 **** **** *** 0018');
    expect(maskBankCardNumber('4111111111111111')).toBe('4111 **** **** 1111');
  });
});

describe('unified social credit codes (GB 32100)', () => {
  it('accepts codes whose check character matches', () => {
    expect(checkUnifiedSocialCreditCode('91350100M000100Y43')).toEqual({
      ok: true,
      code: '91350100M000100Y43',
    });
    expect(checkUnifiedSocialCreditCode('91110000600037341l')).toEqual({
      ok: true,
      code: '91110000600037341L',
    });
  });

  it('refuses a wrong check character, letters it never uses and a wrong region', () => {
    expect(checkUnifiedSocialCreditCode('911100001000113010')).toEqual({
      ok: false,
      reason: 'has a wrong check character',
    });
    expect(checkUnifiedSocialCreditCode('91350100M000100I43').ok).toBe(false);
    expect(checkUnifiedSocialCreditCode('91A50100M000100Y43')).toEqual({
      ok: false,
      reason: 'does not hold a region code',
    });
    expect(checkUnifiedSocialCreditCode('9135010').ok).toBe(false);
  });
});
