/**
 * The check rules of the numbers real-name verification and invoices take (issues 13 and 14), and
 * how each is masked when it is shown: a number that fails its own check digit is a typo, refused
 * before any third party is asked (and paid) to look it up.
 */

export type NumberCheck<T = Record<string, never>> = ({ ok: true } & T) | { ok: false; reason: string };

/** GB 11643 weights of the first 17 digits, and the check character by the sum modulo 11. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';
/** The first two digits: a province-level region (GB/T 2260), Taiwan, Hong Kong, Macao. */
const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65, 71, 81, 82, 83,
]);

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The MOD 11-2 check character of an ID number's first 17 digits. */
export function residentIdCheckCharacter(number: string): string {
  const sum = ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(number[index]), 0);
  return ID_CHECK[sum % 11] ?? '';
}

/**
 * A mainland resident ID number (18 characters, GB 11643-1999): a region, a real birth date not in
 * the future, a sequence whose last digit is odd for men, and the MOD 11-2 check character.
 */
export function checkResidentIdNumber(
  input: string,
  today: Date = new Date(),
): NumberCheck<{ number: string; birthDate: string; sex: 'male' | 'female' }> {
  const number = input.trim().toUpperCase();
  if (!/^[0-9]{17}[0-9X]$/.test(number))
    return { ok: false, reason: 'must be 18 characters: 17 digits and a digit or X' };
  if (!PROVINCES.has(Number(number.slice(0, 2))))
    return { ok: false, reason: 'does not start with a region code' };
  const [year, month, day] = [number.slice(6, 10), number.slice(10, 12), number.slice(12, 14)].map(
    Number,
  ) as [number, number, number];
  if (year < 1900 || !isRealDate(year, month, day) || Date.UTC(year, month - 1, day) > today.getTime())
    return { ok: false, reason: 'does not hold a real date of birth' };
  if (residentIdCheckCharacter(number) !== number[17])
    return { ok: false, reason: 'has a wrong check digit' };
  return {
    ok: true,
    number,
    birthDate: `${number.slice(6, 10)}-${number.slice(10, 12)}-${number.slice(12, 14)}`,
    sex: Number(number[16]) % 2 === 1 ? 'male' : 'female',
  };
}

/** Shown as `110***********002X`: the region's first three digits and the last four, nothing of the birth date. */
export function maskResidentIdNumber(number: string): string {
  if (number.length <= 7) return '*'.repeat(number.length);
  return `${number.slice(0, 3)}${'*'.repeat(number.length - 7)}${number.slice(-4)}`;
}

/** The Luhn (mod 10) check every UnionPay, Visa and Mastercard card number carries. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A bank card number: 12 to 19 digits (spaces allowed while typing) with a valid Luhn check digit. */
export function checkBankCardNumber(input: string): NumberCheck<{ number: string }> {
  const number = input.replace(/\s+/g, '');
  if (!/^[0-9]{12,19}$/.test(number)) return { ok: false, reason: 'must be 12 to 19 digits' };
  if (!passesLuhn(number)) return { ok: false, reason: 'has a wrong check digit' };
  return { ok: true, number };
}

/** Shown as `6228 **** **** 0018`: the issuer's first four digits and the last four. */
export function maskBankCardNumber(number: string): string {
  if (number.length <= 8) return '*'.repeat(number.length);
  const hidden = number.length - 8;
  const stars = '*'.repeat(hidden).replace(/(.{4})(?=.)/g, '$1 ');
  return `${number.slice(0, 4)} ${stars} ${number.slice(-4)}`;
}

/** GB 32100-2015: 31 characters (no I, O, S, V, Z), weights 3^i mod 31, check = 31 − sum mod 31. */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of a credit code's first 17 characters. */
export function usccCheckCharacter(code: string): string {
  const sum = USCC_WEIGHTS.reduce(
    (total, weight, index) => total + weight * USCC_CHARS.indexOf(code[index] ?? ''),
    0,
  );
  return USCC_CHARS[(31 - (sum % 31)) % 31] ?? '';
}

/**
 * A unified social credit code (统一社会信用代码, 18 characters): what a business licence carries
 * and what a company invoice title gives as the taxpayer id. Registration authority and kind,
 * a six-digit region, the organisation code, and the check character.
 */
export function checkUnifiedSocialCreditCode(input: string): NumberCheck<{ code: string }> {
  const code = input.trim().toUpperCase();
  if (code.length !== 18 || [...code].some((char) => !USCC_CHARS.includes(char)))
    return { ok: false, reason: 'must be 18 characters of digits and capital letters (no I, O, S, V, Z)' };
  if (!/^[0-9]{6}$/.test(code.slice(2, 8))) return { ok: false, reason: 'does not hold a region code' };
  if (usccCheckCharacter(code) !== code[17]) return { ok: false, reason: 'has a wrong check character' };
  return { ok: true, code };
}
