import type { UserInfo, UserVipInfo, VipInfo } from '@gpucloud/contracts';
import {
  type Fen,
  subtractFen,
  VIP_COUNTED_FROM,
  VIP_DISCOUNT_BASIS_POINTS,
  VIP_LEVEL_NAMES,
  VIP_THRESHOLDS_YUAN,
  type VipLevel,
  vipExperiencePercent,
  yuanToFen,
} from '@gpucloud/domain';
import { toBasisPoints } from '../discount/discountText';
import { formatDate } from '../format';

export type VipLevelName = (typeof VIP_LEVEL_NAMES)[number];

export interface MembershipView {
  level: VipLevel;
  name: VipLevelName;
  /** Experience percent of SPEC §3: vip_score over the current level's threshold. */
  percent: number;
  /** Accumulated top-ups still needed for the next level; 0 at the top. */
  toNextFen: Fen;
  next: { level: VipLevel; name: VipLevelName; discountBasisPoints: number } | null;
  discountBasisPoints: number;
}

/**
 * What the membership card shows. The server's answers come first; while they are missing the
 * same rules from packages/domain fill in from user info, so the card never shows a blank level.
 */
export function membershipView(
  user: Pick<UserInfo, 'VipLevel' | 'AccumulatedMoney'>,
  vip: UserVipInfo['data'] | undefined,
  table: readonly VipInfo[] | undefined,
): MembershipView {
  const level = clampLevel(vip?.vip_level ?? user.VipLevel);
  const scoreFen = yuanToFen(vip?.vip_score ?? user.AccumulatedMoney ?? 0);
  const thresholdFen = yuanToFen(vip?.level_threshold ?? VIP_THRESHOLDS_YUAN[level]);
  const discountOf = (of: VipLevel) => {
    const fromServer = table?.[of]?.VipDiscount;
    return fromServer === undefined ? VIP_DISCOUNT_BASIS_POINTS[of] : toBasisPoints(fromServer);
  };
  const nextLevel = level < 4 ? clampLevel(level + 1) : null;
  return {
    level,
    name: VIP_LEVEL_NAMES[level],
    percent: vip?.experience_percent ?? vipExperiencePercent(scoreFen, level),
    toNextFen: nextLevel === null ? 0 : Math.max(0, subtractFen(thresholdFen, scoreFen)),
    next:
      nextLevel === null
        ? null
        : { level: nextLevel, name: VIP_LEVEL_NAMES[nextLevel], discountBasisPoints: discountOf(nextLevel) },
    discountBasisPoints: discountOf(level),
  };
}

function clampLevel(level: number): VipLevel {
  return Math.min(4, Math.max(0, Math.trunc(level))) as VipLevel;
}

/**
 * From which China day this account's top-ups count towards membership: the platform counts from
 * VIP_COUNTED_FROM (SPEC §9), which means nothing to an account opened later, so such an account is
 * told its own opening day instead (issue 38). `sinceOpening` picks the wording.
 */
export function topUpsCountedFrom(accountCreatedAt: string): { day: string; sinceOpening: boolean } {
  const opened = Date.parse(accountCreatedAt);
  const platform = Date.parse(VIP_COUNTED_FROM);
  const sinceOpening = !Number.isNaN(opened) && opened > platform;
  return { day: formatDate(new Date(sinceOpening ? opened : platform).toISOString()), sinceOpening };
}
