import type { Fen } from './money';

/** Membership levels of SPEC §4: 0 ordinary, 1 bronze, 2 silver, 3 gold, 4 diamond. */
export type VipLevel = 0 | 1 | 2 | 3 | 4;

export const VIP_LEVEL_NAMES = ['ordinary', 'bronze', 'silver', 'gold', 'diamond'] as const;

/**
 * Threshold of level n in yuan of accumulated top-ups (SPEC §9): what reaching level n+1 takes.
 * Diamond repeats gold's number because there is no level above it.
 */
export const VIP_THRESHOLDS_YUAN = [100, 1500, 10000, 20000, 20000] as const;

/** Discount per level in basis points (SPEC §6: 1.00, 0.98, 0.97, 0.95, 0.94). */
export const VIP_DISCOUNT_BASIS_POINTS = [10000, 9800, 9700, 9500, 9400] as const;

/** Accumulated top-ups count only from this day on (SPEC §9). */
export const VIP_COUNTED_FROM = '2023-04-15T00:00:00+08:00';

export function vipLevelFor(accumulated: Fen): VipLevel {
  let level = 0;
  while (level < 4 && accumulated >= (VIP_THRESHOLDS_YUAN[level] ?? Infinity) * 100) level += 1;
  return level as VipLevel;
}

/**
 * Experience percent of SPEC §3: vip_score over the current level's threshold, floored, capped at
 * 100. In fen the percent is a plain integer division (fen / threshold-in-yuan), so it is exact.
 */
export function vipExperiencePercent(accumulated: Fen, level: VipLevel): number {
  const threshold = VIP_THRESHOLDS_YUAN[level];
  return Math.min(100, Math.floor(accumulated / threshold));
}

/** Yuan of accumulated top-ups at which a level starts: 0 for ordinary, else the level below's threshold. */
export function vipLevelStartYuan(level: VipLevel): number {
  return level === 0 ? 0 : (VIP_THRESHOLDS_YUAN[level - 1] ?? 0);
}

/**
 * The accumulated top-ups (fen) of one level, as `vipLevelFor` reads them: from `fromFen`
 * inclusive to `belowFen` exclusive (null: no upper end). What a query for a level's accounts uses.
 */
export function vipLevelRangeFen(level: VipLevel): { fromFen: Fen; belowFen: Fen | null } {
  return {
    fromFen: vipLevelStartYuan(level) * 100,
    belowFen: level === 4 ? null : VIP_THRESHOLDS_YUAN[level] * 100,
  };
}
