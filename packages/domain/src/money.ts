/**
 * Money is integer fen (1 yuan = 100 fen) everywhere inside the product. Yuan with two decimals
 * appears only at the edges: API answers, form inputs and what a person reads.
 */
export type Fen = number;

const FEN_PER_YUAN = 100n;

/** A decimal amount as people write it: digits, optional thousands groups, at most 2 decimals. */
const STRICT_YUAN = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;
/** Any plain decimal, used where the value comes from arithmetic rather than from a person. */
const PLAIN_DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

export function assertFen(value: number): Fen {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`money must be a safe integer number of fen, got ${value}`);
  }
  return value;
}

/** True when `input` is a valid amount a person may type (the top-up rule of SPEC §5). */
export function isValidYuanInput(input: string): boolean {
  return STRICT_YUAN.test(input.trim());
}

/**
 * Parses an amount a person typed ("1,500", "99.9") into fen; null when it breaks the rule of
 * SPEC §5 (digits, optional thousands groups, at most two decimals) or is too large for fen to hold
 * exactly (beyond 2^53 fen: no amount anyone pays, and it must not throw).
 */
export function parseYuanInput(input: string): Fen | null {
  const trimmed = input.trim();
  if (!STRICT_YUAN.test(trimmed)) return null;
  const [whole = '', fraction = ''] = trimmed.replaceAll(',', '').split('.');
  const fen = BigInt(whole) * FEN_PER_YUAN + BigInt(fraction.padEnd(2, '0'));
  return fen <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(fen) : null;
}

/**
 * Converts a yuan value into fen with half-up rounding at the second decimal. Numbers go through
 * their shortest decimal form first, so 1.005 (stored as 1.00499...) rounds to 1.01 as written.
 */
export function yuanToFen(yuan: number | string): Fen {
  const text = typeof yuan === 'number' ? numberToDecimalString(yuan) : yuan.trim();
  return decimalToFen(text);
}

/** Fen to a yuan number for API answers; exact to the fen because fen is an integer. */
export function fenToYuan(fen: Fen): number {
  return assertFen(fen) / 100;
}

/** Fen to text with exactly two decimals: 123456 -> "1234.56"; `grouped` adds thousands commas. */
export function formatFen(fen: Fen, options: { grouped?: boolean } = {}): string {
  const value = BigInt(assertFen(fen));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = (abs / FEN_PER_YUAN).toString();
  const cents = (abs % FEN_PER_YUAN).toString().padStart(2, '0');
  const wholeText = options.grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  return `${negative ? '-' : ''}${wholeText}.${cents}`;
}

/** Formats a yuan number (as the API sends it) with two decimals and half-up rounding. */
export function formatYuan(yuan: number, options: { grouped?: boolean } = {}): string {
  return formatFen(yuanToFen(yuan), options);
}

export function addFen(...amounts: Fen[]): Fen {
  return assertFen(amounts.reduce((total, amount) => total + assertFen(amount), 0));
}

export function subtractFen(from: Fen, amount: Fen): Fen {
  return assertFen(assertFen(from) - assertFen(amount));
}

/**
 * Multiplies an amount by a rate given in basis points (9800 = x0.98), rounding half-up (away
 * from zero for negative amounts) to the fen. BigInt keeps the product exact.
 */
export function multiplyFenByBasisPoints(fen: Fen, basisPoints: number): Fen {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) {
    throw new RangeError(`basis points must be a non-negative integer, got ${basisPoints}`);
  }
  const product = BigInt(assertFen(fen)) * BigInt(basisPoints);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs + 5000n) / 10000n;
  return assertFen(Number(negative ? -rounded : rounded));
}

function numberToDecimalString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`money must be finite, got ${value}`);
  // 15 significant digits is the precision every double round-trips; it drops binary noise.
  const text = Number(value.toPrecision(15)).toString();
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

function decimalToFen(text: string): Fen {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) throw new RangeError(`not a decimal amount: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = BigInt(`${fraction}00`.slice(0, 2));
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1n : 0n;
  const abs = BigInt(whole) * FEN_PER_YUAN + cents + roundUp;
  return assertFen(Number(sign ? -abs : abs));
}
