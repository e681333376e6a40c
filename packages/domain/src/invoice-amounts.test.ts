import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chineseCapitalAmount, splitTax } from './invoice-amounts';

/** Tax rates invoices actually carry in China, in basis points: 0%, 1%, 3%, 5%, 6%, 9%, 13%. */
const INVOICE_RATES = [0, 100, 300, 500, 600, 900, 1300];

/** The same rounding written the long way, as a reference: round half-up of g·r / (10000 + r). */
function referenceTax(gross: bigint, rate: bigint): bigint {
  const numerator = gross * rate;
  const denominator = 10_000n + rate;
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}

describe('splitTax', () => {
  it('splits 100.00 at 6% into 94.34 and 5.66 tax', () => {
    expect(splitTax(10_000, 600)).toEqual({ netFen: 9_434, taxFen: 566 });
  });

  it('splits round amounts exactly', () => {
    expect(splitTax(11_300, 1_300)).toEqual({ netFen: 10_000, taxFen: 1_300 });
    expect(splitTax(10_900, 900)).toEqual({ netFen: 10_000, taxFen: 900 });
    expect(splitTax(123_456, 0)).toEqual({ netFen: 123_456, taxFen: 0 });
    expect(splitTax(0, 600)).toEqual({ netFen: 0, taxFen: 0 });
  });

  it('rounds a half fen up', () => {
    // At 100% the tax is exactly half the gross: 0.5 fen rounds to 1, 1.5 to 2.
    expect(splitTax(1, 10_000)).toEqual({ netFen: 0, taxFen: 1 });
    expect(splitTax(3, 10_000)).toEqual({ netFen: 1, taxFen: 2 });
    // 1 fen at 6%: 0.0566 fen of tax rounds to nothing.
    expect(splitTax(1, 600)).toEqual({ netFen: 1, taxFen: 0 });
    // 9 fen at 6%: 0.509 fen rounds to 1.
    expect(splitTax(9, 600)).toEqual({ netFen: 8, taxFen: 1 });
  });

  it('mirrors a red-letter (negative) amount', () => {
    expect(splitTax(-10_000, 600)).toEqual({ netFen: -9_434, taxFen: -566 });
  });

  it('refuses fractional fen and rates that are not whole non-negative basis points', () => {
    expect(() => splitTax(0.5, 600)).toThrow(RangeError);
    expect(() => splitTax(100, -1)).toThrow(RangeError);
    expect(() => splitTax(100, 6.5)).toThrow(RangeError);
  });

  it('always adds back up to the gross, with the tax of the reference rounding', () => {
    const rate = fc.oneof(fc.constantFrom(...INVOICE_RATES), fc.integer({ min: 0, max: 10_000 }));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), rate, (gross, bp) => {
        const { netFen, taxFen } = splitTax(gross, bp);
        expect(Number.isSafeInteger(netFen) && Number.isSafeInteger(taxFen)).toBe(true);
        expect(netFen + taxFen).toBe(gross);
        expect(BigInt(taxFen)).toBe(referenceTax(BigInt(gross), BigInt(bp)));
        expect(taxFen).toBeGreaterThanOrEqual(0);
        expect(taxFen).toBeLessThanOrEqual(netFen + 1);
      }),
      { numRuns: 2_000 },
    );
  });
});

/** Reads capitals back into fen, independently of how they were written. */
function parseCapitals(text: string): bigint {
  const negative = text.startsWith('负');
  const body = negative ? text.slice(1) : text;
  const [integerPart = '', fractionPart = ''] = body.includes('圆') ? body.split('圆') : ['', body];
  const digit = (char: string) => BigInt('零壹贰叁肆伍陆柒捌玖'.indexOf(char));
  const small: Record<string, bigint> = { 拾: 10n, 佰: 100n, 仟: 1_000n };
  let total = 0n;
  let wan = 0n;
  let section = 0n;
  let current = 0n;
  for (const char of integerPart) {
    if (char === '亿') {
      total += (wan + section + current) * 100_000_000n;
      wan = section = current = 0n;
    } else if (char === '万') {
      wan += (section + current) * 10_000n;
      section = current = 0n;
    } else if (small[char] !== undefined) {
      section += current * small[char];
      current = 0n;
    } else {
      current = digit(char);
    }
  }
  let fen = (total + wan + section + current) * 100n;
  const jiao = /(.)角/.exec(fractionPart);
  const cents = /(.)分/.exec(fractionPart);
  if (jiao?.[1]) fen += digit(jiao[1]) * 10n;
  if (cents?.[1]) fen += digit(cents[1]);
  return negative ? -fen : fen;
}

describe('chineseCapitalAmount', () => {
  const yuan = (text: string) => Math.round(Number(text) * 100);

  it.each([
    // Cases the invoice task names.
    ['100.00', '壹佰圆整'],
    ['1005.30', '壹仟零伍圆叁角'],
    ['100000.01', '壹拾万圆零壹分'],
    ['0.50', '伍角'],
    ['10.05', '壹拾圆零伍分'],
    ['120000000.00', '壹亿贰仟万圆整'],
    // The People's Bank of China writing rules' own examples.
    ['1409.50', '壹仟肆佰零玖圆伍角'],
    ['6007.14', '陆仟零柒圆壹角肆分'],
    ['1680.32', '壹仟陆佰捌拾圆叁角贰分'],
    ['107000.53', '壹拾万柒仟圆伍角叁分'],
    ['16409.02', '壹万陆仟肆佰零玖圆零贰分'],
    ['325.04', '叁佰贰拾伍圆零肆分'],
    // Edges: zero, fen only, 壹拾 never a bare 拾, zeros across 万 and 亿.
    ['0.00', '零圆整'],
    ['0.05', '伍分'],
    ['0.55', '伍角伍分'],
    ['1.00', '壹圆整'],
    ['10.00', '壹拾圆整'],
    ['15.00', '壹拾伍圆整'],
    ['1010.00', '壹仟零壹拾圆整'],
    ['1234.56', '壹仟贰佰叁拾肆圆伍角陆分'],
    ['100005.00', '壹拾万零伍圆整'],
    ['110000.00', '壹拾壹万圆整'],
    ['1000100.00', '壹佰万零壹佰圆整'],
    ['100000000.00', '壹亿圆整'],
    ['100000001.00', '壹亿零壹圆整'],
    ['101000000.00', '壹亿零壹佰万圆整'],
    ['1000000000000.00', '壹万亿圆整'],
    ['1000100000000.00', '壹万零壹亿圆整'],
  ])('writes %s as %s', (amount, capitals) => {
    expect(chineseCapitalAmount(yuan(amount))).toBe(capitals);
  });

  it('writes the largest safe amount and negative (red-letter) amounts', () => {
    expect(chineseCapitalAmount(Number.MAX_SAFE_INTEGER)).toBe(
      '玖拾万零柒佰壹拾玖亿玖仟贰佰伍拾肆万柒仟肆佰零玖圆玖角壹分',
    );
    expect(chineseCapitalAmount(-10_000)).toBe('负壹佰圆整');
  });

  it('refuses fractional fen', () => {
    expect(() => chineseCapitalAmount(0.5)).toThrow(RangeError);
  });

  it('reads back to the same amount and keeps the form the rules require', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 1, max: 1_000_000_000 }),
          fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        ),
        (fen) => {
          const text = chineseCapitalAmount(fen);
          expect(parseCapitals(text)).toBe(BigInt(fen));
          expect(text).toMatch(/^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿圆角分整]+$/);
          expect(text).not.toMatch(/零零|零[圆万亿角分整]|^[拾佰仟万亿]|[^壹贰叁肆伍陆柒捌玖]拾/);
          expect(text.endsWith('整')).toBe(fen % 100 === 0);
          if (fen >= 100) expect(text).toContain('圆');
          if (fen > 0) expect(text.startsWith('零')).toBe(false);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
