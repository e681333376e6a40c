/**
 * Regular expressions that accept exactly the decimal texts of a numeric range. Form-encoded bodies
 * (SPEC §7) carry numbers as text, so a field's text branch needs the same limits as its number
 * branch, in a form a JSON Schema `pattern` (and so the OpenAPI document) can state.
 */

/** One digit position: a single digit, a span of digits, or any digit. */
type DigitClass = string;
/** A run of digit positions of one length, e.g. ['1', '[0-4]', '\\d'] for 100-149. */
type DigitRun = DigitClass[];

const ANY_DIGIT = '\\d';

function digitClass(from: number, to: number): DigitClass {
  if (from === to) return String(from);
  if (from === 0 && to === 9) return ANY_DIGIT;
  return `[${from}-${to}]`;
}

/** Runs covering every digit string from `low` to `high`, both of the same length. */
function sameLengthRuns(low: string, high: string): DigitRun[] {
  if (low.length === 0) return [[]];
  const [lowHead, highHead] = [Number(low[0]), Number(high[0])];
  const [lowTail, highTail] = [low.slice(1), high.slice(1)];
  if (lowHead === highHead) return sameLengthRuns(lowTail, highTail).map((run) => [low[0] ?? '', ...run]);
  const width = lowTail.length;
  const lowFull = /^0*$/.test(lowTail);
  const highFull = /^9*$/.test(highTail);
  const runs: DigitRun[] = [];
  if (!lowFull)
    runs.push(...sameLengthRuns(lowTail, '9'.repeat(width)).map((run) => [String(lowHead), ...run]));
  const [middleLow, middleHigh] = [lowHead + (lowFull ? 0 : 1), highHead - (highFull ? 0 : 1)];
  if (middleLow <= middleHigh)
    runs.push([digitClass(middleLow, middleHigh), ...Array<DigitClass>(width).fill(ANY_DIGIT)]);
  if (!highFull)
    runs.push(...sameLengthRuns('0'.repeat(width), highTail).map((run) => [String(highHead), ...run]));
  return runs;
}

/** Runs covering the canonical texts (no leading zeros) of the integers from `low` to `high`. */
function canonicalRuns(low: bigint, high: bigint): DigitRun[] {
  if (low > high) return [];
  const runs: DigitRun[] = [];
  for (let length = String(low).length; length <= String(high).length; length += 1) {
    const smallest = length === 1 ? 0n : 10n ** BigInt(length - 1);
    const largest = 10n ** BigInt(length) - 1n;
    const from = low > smallest ? low : smallest;
    const to = high < largest ? high : largest;
    if (from <= to) runs.push(...sameLengthRuns(String(from), String(to)));
  }
  return runs;
}

/** A run written plainly, repeated digit classes folded: ['1', '\\d', '\\d'] -> '1\\d{2}'. */
function plain(run: DigitRun): string {
  let text = '';
  for (let index = 0; index < run.length; ) {
    const digit = run[index] ?? '';
    let repeat = 1;
    while (run[index + repeat] === digit && digit.length > 1) repeat += 1;
    text += repeat > 1 ? `${digit}{${repeat}}` : digit;
    index += repeat;
  }
  return text;
}

function either(alternatives: string[]): string {
  if (alternatives.length === 1) return alternatives[0] ?? '';
  return `(?:${alternatives.join('|')})`;
}

/**
 * The pattern of the integers from `min` to `max` written as decimal text: an optional minus for
 * negatives, optional leading zeros (as `Number` reads them), nothing else.
 */
/* @__NO_SIDE_EFFECTS__ */
export function integerRangePattern(min: number, max: number): string {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max)
    throw new RangeError(`invalid integer range ${min}..${max}`);
  const alternatives: string[] = [];
  if (min < 0) {
    const runs = canonicalRuns(BigInt(max < 0 ? -max : 1), BigInt(-min));
    alternatives.push(`-0*${either(runs.map(plain))}`);
  }
  if (max >= 0)
    alternatives.push(`0*${either(canonicalRuns(BigInt(Math.max(min, 0)), BigInt(max)).map(plain))}`);
  return `^${either(alternatives)}$`;
}

/**
 * The pattern of the multiples of `step` from `min` to `max` (non-negative, both multiples of
 * `step`, which is a power of ten): the range of `min / step` to `max / step` followed by the
 * step's zeros, so a form-encoded size "in steps of 10 GB" is one pattern the document keeps.
 */
/* @__NO_SIDE_EFFECTS__ */
export function integerStepPattern(min: number, max: number, step: number): string {
  const zeros = Math.log10(step);
  if (!Number.isInteger(zeros) || zeros < 1 || min < step || min % step !== 0 || max % step !== 0)
    throw new RangeError(`invalid stepped range ${min}..${max} by ${step}`);
  const scaled = integerRangePattern(min / step, max / step);
  return `${scaled.slice(0, -1)}${'0'.repeat(zeros)}$`;
}

/**
 * A whole number of yuan as a person writes it (money.ts STRICT_YUAN): plain digits or thousands
 * groups, leading zeros allowed. Grouped, the commas fall every three digits from the right and any
 * leading zeros fill the first group or come as whole groups before it ("0,000,100").
 */
function wholeYuan(low: bigint, high: bigint): string[] {
  const runs = canonicalRuns(low, high);
  const grouped = runs.map((run) => {
    const first = run.length % 3 || 3;
    const pad = 3 - first;
    const groups = [plain(run.slice(0, first))];
    for (let index = first; index < run.length; index += 3) groups.push(plain(run.slice(index, index + 3)));
    const zeroGroups = `0{1,3}(?:,000)*,${'0'.repeat(pad)}`;
    const lead =
      run.length <= 3 ? zeroGroups : pad > 0 ? either([zeroGroups, `0{0,${pad}}`]) : `(?:${zeroGroups})?`;
    return `${lead}${groups.join(',')}`;
  });
  return [`0*${either(runs.map(plain))}`, ...grouped];
}

/** The decimals of an amount worth `low` to `high` fen beyond its whole yuan: none, ".d" or ".dd". */
function fraction(low: number, high: number): string {
  const alternatives: string[] = [];
  const tenthLow = Math.ceil(low / 10);
  const tenthHigh = Math.floor(high / 10);
  if (tenthLow <= tenthHigh) alternatives.push(`\\.${digitClass(tenthLow, tenthHigh)}`);
  const hundredths = sameLengthRuns(String(low).padStart(2, '0'), String(high).padStart(2, '0'));
  alternatives.push(`\\.${either(hundredths.map(plain))}`);
  const written = either(alternatives);
  return low === 0 ? `(?:${written})?` : written;
}

/**
 * The pattern of the amounts from `minFen` to `maxFen` (both >= 0) as `parseYuanInput` reads them:
 * digits with optional thousands groups and at most two decimals, spaces around trimmed.
 */
/* @__NO_SIDE_EFFECTS__ */
export function yuanRangePattern(minFen: number, maxFen: number): string {
  if (!Number.isSafeInteger(minFen) || !Number.isSafeInteger(maxFen) || minFen < 0 || minFen > maxFen)
    throw new RangeError(`invalid amount range ${minFen}..${maxFen} fen`);
  const [lowWhole, lowCents] = [BigInt(Math.floor(minFen / 100)), minFen % 100];
  const [highWhole, highCents] = [BigInt(Math.floor(maxFen / 100)), maxFen % 100];
  const pieces: Array<[bigint, bigint, string]> =
    lowWhole === highWhole
      ? [[lowWhole, lowWhole, fraction(lowCents, highCents)]]
      : [
          [lowWhole, lowWhole, fraction(lowCents, 99)],
          [lowWhole + 1n, highWhole - 1n, fraction(0, 99)],
          [highWhole, highWhole, fraction(0, highCents)],
        ];
  const alternatives = pieces
    .filter(([from, to]) => from <= to)
    .map(([from, to, decimals]) => `${either(wholeYuan(from, to))}${decimals}`);
  return `^\\s*${either(alternatives)}\\s*$`;
}
