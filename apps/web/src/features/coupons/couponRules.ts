import type { CouponGroup, UserCoupon } from '@gpucloud/contracts';
import { type CouponDisplayState, CouponType, couponDisplayState } from '@gpucloud/domain';

type GroupTerms = Pick<
  CouponGroup,
  'Type' | 'MoneyLimit' | 'TargetGoods' | 'TargetImage' | 'TargetUseMode' | 'TargetUserVerifyType'
>;

/** One line of a coupon's conditions, translated by the ticket. */
export type CouponTerm =
  | { key: 'minSpend'; amount: number }
  | { key: 'noMinimum' }
  | { key: 'goods'; goods: string }
  | { key: 'image'; image: string }
  | { key: 'useMode'; mode: string }
  | { key: 'audience'; audience: 'student' | 'enterprise' };

/** What a coupon asks of an order and of the person using it (SPEC §3 coupon group fields). */
export function couponTerms(group: GroupTerms): CouponTerm[] {
  const terms: CouponTerm[] = [];
  if (group.Type !== CouponType.TOP_UP) {
    terms.push(group.MoneyLimit > 0 ? { key: 'minSpend', amount: group.MoneyLimit } : { key: 'noMinimum' });
  }
  if (group.TargetGoods) terms.push({ key: 'goods', goods: group.TargetGoods });
  if (group.TargetImage) terms.push({ key: 'image', image: group.TargetImage });
  if (group.TargetUseMode) terms.push({ key: 'useMode', mode: group.TargetUseMode });
  if (group.TargetUserVerifyType === 1) terms.push({ key: 'audience', audience: 'student' });
  if (group.TargetUserVerifyType === 2) terms.push({ key: 'audience', audience: 'enterprise' });
  return terms;
}

/** SPEC §4 for a claimed coupon: used stamp, expired stamp, or usable. */
export function userCouponState(
  coupon: Pick<UserCoupon, 'IsUsed' | 'EndTime'>,
  now: Date,
): CouponDisplayState {
  return couponDisplayState({ isUsed: coupon.IsUsed === 1, endsAt: epochToDate(coupon.EndTime) }, now);
}

export type ClaimState = 'claimed' | 'soldOut' | 'notStarted' | 'ended' | 'claimable';

/** SPEC §4 for a group: a claim button while RemainNum is above 0, else sold out. */
export function claimState(
  group: Pick<CouponGroup, 'IsAssigned' | 'RemainNum' | 'BeginTime' | 'EndTime'>,
  now: Date,
): ClaimState {
  if (group.IsAssigned) return 'claimed';
  if (group.RemainNum <= 0) return 'soldOut';
  const begins = epochToDate(group.BeginTime);
  const ends = epochToDate(group.EndTime);
  if (begins && begins > now) return 'notStarted';
  if (ends && ends < now) return 'ended';
  return 'claimable';
}

/** Coupon times are epoch seconds; 0 means none. */
export function epochToDate(seconds: number): Date | null {
  return seconds > 0 ? new Date(seconds * 1000) : null;
}
