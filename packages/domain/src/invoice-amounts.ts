import { assertFen, type Fen } from './money';

/** 100% in basis points: the denominator of every tax rate. */
const WHOLE_BASIS_POINTS = 10_000n;

/**
 * Splits an invoice amount that includes tax (价税合计) into the amount without tax and the tax.
 * Tax is gross × rate / (1 + rate) rounded half-up to the fen (away from zero for the negative
 * amounts of a red-letter invoice), in BigInt so the product never loses a fen; the net is what is
 * left, so net + tax is always exactly the gross.
 */
export function splitTax(grossFen: Fen, rateBasisPoints: number): { netFen: Fen; taxFen: Fen } {
  if (!Number.isSafeInteger(rateBasisPoints) || rateBasisPoints < 0) {
    throw new RangeError(`tax rate must be a non-negative integer of basis points, got ${rateBasisPoints}`);
  }
  const gross = BigInt(assertFen(grossFen));
  const rate = BigInt(rateBasisPoints);
  const abs = gross < 0n ? -gross : gross;
  const divisor = WHOLE_BASIS_POINTS + rate;
  // round(a / d) half-up is floor((2a + d) / 2d).
  const absTax = (2n * abs * rate + divisor) / (2n * divisor);
  const taxFen = Number(gross < 0n ? -absTax : absTax);
  return { netFen: grossFen - taxFen, taxFen };
}

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
/** Units inside a group of four digits, from the highest: 仟 佰 拾 and the ones. */
const GROUP_UNITS = ['仟', '佰', '拾', ''] as const;

/**
 * The amount in Chinese capitals as invoices and bank slips print it (大写), following the
 * People's Bank of China rules for writing amounts: 圆 then 整 when there are no jiao or fen,
 * one 零 for any run of zeros inside the number, 零 after 圆 when jiao is zero but fen is not,
 * and 壹拾 (never a bare 拾) so no digit can be added in front. Where the rules allow either form
 * (a zero yuan digit before non-zero jiao, as in 1680.32), this writes the shorter one without 零.
 * Negative amounts (red-letter invoices) are prefixed with 负.
 */
export function chineseCapitalAmount(fen: Fen): string {
  const value = BigInt(assertFen(fen));
  if (value < 0n) return `负${chineseCapitalAmount(Number(-value))}`;
  if (value === 0n) return '零圆整';
  const yuan = value / 100n;
  const jiao = Number((value / 10n) % 10n);
  const cents = Number(value % 10n);
  const yuanText = yuan > 0n ? `${readInteger(yuan)}圆` : '';
  if (jiao === 0 && cents === 0) return `${yuanText}整`;
  const jiaoText = jiao > 0 ? `${DIGITS[jiao]}角` : yuan > 0n && cents > 0 ? '零' : '';
  const centsText = cents > 0 ? `${DIGITS[cents]}分` : '';
  return `${yuanText}${jiaoText}${centsText}`;
}

/** Reads a positive integer with 万 and 亿 levels (万亿 for the largest safe amounts). */
function readInteger(n: bigint): string {
  return readLevels(n, [
    { size: 100_000_000n, unit: '亿' },
    { size: 10_000n, unit: '万' },
  ]);
}

/**
 * Reads `n` as (high × size + low) for the first level and recurses into both halves. A 零 joins
 * them when the low half is non-zero but shorter than the level (1,0005 → 壹万零伍).
 */
function readLevels(n: bigint, levels: ReadonlyArray<{ size: bigint; unit: string }>): string {
  const [level, ...lower] = levels;
  if (!level) return readGroup(Number(n));
  const high = n / level.size;
  const low = n % level.size;
  if (high === 0n) return readLevels(low, lower);
  const highText = `${readLevels(high, lower)}${level.unit}`;
  if (low === 0n) return highText;
  const joiner = low * 10n < level.size ? '零' : '';
  return `${highText}${joiner}${readLevels(low, lower)}`;
}

/** Reads 1..9999 with one 零 for each run of inner zeros and none for trailing ones. */
function readGroup(n: number): string {
  const digits = String(n).padStart(4, '0');
  let text = '';
  let zeroPending = false;
  for (const [index, char] of [...digits].entries()) {
    const digit = Number(char);
    if (digit === 0) {
      zeroPending = text !== '';
      continue;
    }
    text += `${zeroPending ? '零' : ''}${DIGITS[digit]}${GROUP_UNITS[index]}`;
    zeroPending = false;
  }
  return text;
}
