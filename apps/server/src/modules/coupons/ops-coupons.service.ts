import type {
  CouponGroupState,
  Language,
  OpsCouponClaim,
  OpsCouponClaimsRequest,
  OpsCouponGroup,
} from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { storedText } from '../notifications';
import { recordAudit } from '../staff';
import type { CouponGroupRow } from './coupons.repository';
import { findGroup } from './coupons.repository';
import { groupFields } from './coupons.service';
import { type ClaimFilter, listGroupClaims, listGroupsWithCounts, stopGroup } from './ops-coupons.repository';

/** The first that holds: stopped by staff, past its end, not begun, none left, else claimable. */
export function couponGroupState(group: CouponGroupRow, now: Date): CouponGroupState {
  if (group.stoppedAt) return 'stopped';
  if (group.endAt && group.endAt <= now) return 'ended';
  if (group.beginAt > now) return 'scheduled';
  if (group.remainNum <= 0) return 'sold_out';
  return 'active';
}

export async function listCouponGroupsForStaff(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  query: { page: number; page_size: number },
): Promise<{ data: OpsCouponGroup[]; total: number }> {
  const now = deps.clock.now();
  const { rows, total } = await listGroupsWithCounts(deps.db, {
    page: query.page,
    pageSize: query.page_size,
  });
  const data = rows.map(({ group, claimed, used }) => ({
    ...groupFields(group),
    RemainNum: group.remainNum,
    TotalNum: group.totalNum,
    ClaimedNum: claimed,
    UsedNum: used,
    State: couponGroupState(group, now),
    StoppedAt: group.stoppedAt?.toISOString() ?? null,
    CreateAt: group.createdAt.toISOString(),
  }));
  return { data, total };
}

/** A top-up voucher is used on itself (`coupon:<id>`); any other use names an order. */
function usedOn(usedRef: string | null): OpsCouponClaim['UsedOn'] {
  if (!usedRef) return '';
  return usedRef.startsWith('coupon:') ? 'top_up' : 'order';
}

export async function listCouponClaims(
  deps: Pick<AppDeps, 'db'>,
  query: OpsCouponClaimsRequest,
  language: Language,
): Promise<{ data: OpsCouponClaim[]; total: number }> {
  if (!(await findGroup(deps.db, query.group_id))) throw refused('coupon group not found');
  const { rows, total } = await listGroupClaims(deps.db, query.group_id, query.used as ClaimFilter, {
    page: query.page,
    pageSize: query.page_size,
  });
  const data = rows.map(({ coupon, phone, name, orderTitle, orderTitleCode, orderTitleParams }) => ({
    CouponId: coupon.id,
    UserId: coupon.userId,
    Phone: phone,
    UserName: name,
    ClaimTime: coupon.claimedAt.toISOString(),
    EndTime: coupon.expiresAt?.toISOString() ?? null,
    UsedAt: coupon.usedAt?.toISOString() ?? null,
    UsedOn: usedOn(coupon.usedRef),
    UsedRef: coupon.usedRef ?? '',
    OrderTitle: storedText(language, orderTitleCode, orderTitleParams, orderTitle ?? ''),
  }));
  return { data, total };
}

/**
 * Stops a group: no further claims. Coupons already claimed stay usable until they expire — a
 * customer's claimed coupon is theirs, and stopping is about handing out no more.
 */
export async function stopCouponGroup(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  groupId: number,
): Promise<{ GroupId: number; StoppedAt: string }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const stopped = await stopGroup(tx, groupId, now);
    if (!stopped) {
      throw refused(
        (await findGroup(tx, groupId)) ? 'the group is already stopped' : 'coupon group not found',
      );
    }
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'coupon_group',
      objectId: groupId,
      before: { StoppedAt: null, RemainNum: stopped.remainNum },
      after: { StoppedAt: now.toISOString(), RemainNum: stopped.remainNum },
    });
    return { GroupId: groupId, StoppedAt: now.toISOString() };
  });
}
