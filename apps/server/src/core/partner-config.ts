import { ConfigError } from './config-error';

type Env = Record<string, string | undefined>;

/** The terms of the sales-partner programme (PARTNER_* settings, issue 15). */
export interface PartnerConfig {
  /** Commission of levels 1, 2 and 3 in basis points (1000 is 10 %). */
  levelRatesBp: readonly [number, number, number];
  /** How long a customer who registered through a link stays bound to its partner. */
  bindMonths: number;
  /** Earnings become withdrawable at the first settlement after they are this many days old. */
  refundWindowDays: number;
  withdrawalMinFen: number;
  withdrawalsPerMonth: number;
}

function wholeNumber(env: Env, name: string, fallback: string, max: number): number {
  const text = env[name]?.trim() || fallback;
  if (!/^[0-9]{1,7}$/.test(text) || Number(text) > max)
    throw new ConfigError(`${name} must be a whole number from 0 to ${max}, got "${text}"`);
  return Number(text);
}

export function partnerFromEnv(env: Env): PartnerConfig {
  const ratesText = env.PARTNER_LEVEL_RATES_BP?.trim() || '1000,1500,2000';
  const rates = ratesText.split(',').map((part) => part.trim());
  if (rates.length !== 3 || rates.some((rate) => !/^[0-9]{1,4}$/.test(rate) || Number(rate) > 5000))
    throw new ConfigError(
      `PARTNER_LEVEL_RATES_BP must be three basis points from 0 to 5000, comma-separated (e.g. 1000,1500,2000), got "${ratesText}"`,
    );
  const minYuan = env.PARTNER_WITHDRAWAL_MIN_YUAN?.trim() || '100';
  if (!/^[0-9]{1,7}$/.test(minYuan) || Number(minYuan) < 1)
    throw new ConfigError(`PARTNER_WITHDRAWAL_MIN_YUAN must be whole yuan from 1, got "${minYuan}"`);
  return {
    levelRatesBp: [Number(rates[0]), Number(rates[1]), Number(rates[2])],
    bindMonths: Math.max(1, wholeNumber(env, 'PARTNER_BIND_MONTHS', '12', 120)),
    refundWindowDays: wholeNumber(env, 'PARTNER_REFUND_WINDOW_DAYS', '7', 365),
    withdrawalMinFen: Number(minYuan) * 100,
    withdrawalsPerMonth: Math.max(1, wholeNumber(env, 'PARTNER_WITHDRAWALS_PER_MONTH', '3', 100)),
  };
}
