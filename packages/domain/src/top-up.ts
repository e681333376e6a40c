import { type Fen, parseYuanInput } from './money';

/** Smallest and largest single top-up: a gateway's 0.01 floor and our own per-order ceiling. */
export const TOP_UP_MIN_FEN: Fen = 1;
export const TOP_UP_MAX_FEN: Fen = 500_000_00;

export type TopUpAmountProblem = 'invalid amount' | 'amount too small' | 'amount too large';

/**
 * SPEC §5: digits with optional thousands groups and at most 2 decimals, else 'invalid amount'.
 * Numbers are read through their decimal text, so 100.5 passes and 100.555 does not.
 */
export function checkTopUpAmount(
  input: string | number,
): { ok: true; fen: Fen } | { ok: false; problem: TopUpAmountProblem } {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input;
  const fen = parseYuanInput(text);
  if (fen === null) return { ok: false, problem: 'invalid amount' };
  if (fen < TOP_UP_MIN_FEN) return { ok: false, problem: 'amount too small' };
  if (fen > TOP_UP_MAX_FEN) return { ok: false, problem: 'amount too large' };
  return { ok: true, fen };
}
