import type { CouponGroup } from '@gpucloud/contracts';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useToast } from '../../../shared/ui/toast';
import { claimState, epochToDate } from '../couponRules';
import { useClaimCoupon, useCouponGroups } from '../hooks';
import styles from './CouponLists.module.css';
import { CouponStamp, CouponTicket } from './CouponTicket';

/** Coupon groups open to the caller: a claim button while some remain, else sold out (SPEC §4). */
export function ClaimCoupons() {
  const { t } = useTranslation();
  const toast = useToast();
  const groups = useCouponGroups();
  const claim = useClaimCoupon();
  const now = new Date();

  const validity = (group: CouponGroup) => {
    const ends = epochToDate(group.EndTime);
    const endText = ends ? formatDateTime(ends.toISOString()) : '';
    if (group.UseTimeLimit <= 0)
      return ends ? t('coupons.validUntil', { time: endText }) : t('coupons.noExpiry');
    const days = t('coupons.usableDays', { count: group.UseTimeLimit });
    return ends ? `${days} · ${t('coupons.claimBy', { time: endText })}` : days;
  };

  const action = (group: CouponGroup) => {
    const state = claimState(group, now);
    if (state === 'soldOut') return <CouponStamp>{t('coupons.stamps.soldOut')}</CouponStamp>;
    if (state === 'claimed') return <CouponStamp>{t('coupons.stamps.claimed')}</CouponStamp>;
    if (state === 'ended') return <CouponStamp>{t('coupons.stamps.ended')}</CouponStamp>;
    if (state === 'notStarted') {
      const begins = epochToDate(group.BeginTime);
      return (
        <span className={styles.note}>
          {t('coupons.startsAt', { time: begins ? formatDateTime(begins.toISOString()) : '' })}
        </span>
      );
    }
    return (
      <div className={styles.claim}>
        <Button
          type="primary"
          aria-label={t('coupons.claimNamed', { name: group.Name })}
          loading={claim.isPending && claim.variables === group.GroupId}
          disabled={claim.isPending}
          onClick={() =>
            claim.mutate(group.GroupId, { onSuccess: () => toast.success(t('coupons.claimed')) })
          }
        >
          {t('coupons.claim')}
        </Button>
        <span className={styles.note}>{t('coupons.remaining', { count: group.RemainNum })}</span>
      </div>
    );
  };

  if (groups.isPending) return <Skeleton active />;
  if (groups.isError) return <Alert type="warning" showIcon title={t('coupons.loadFailed')} />;
  if (groups.data.length === 0) return <Empty description={t('coupons.emptyGroups')} />;
  return (
    <ul className={styles.list} aria-label={t('coupons.tabs.claim')}>
      {groups.data.map((group) => (
        <li key={group.GroupId}>
          <CouponTicket
            group={group}
            validity={validity(group)}
            action={action(group)}
            faded={claimState(group, now) !== 'claimable'}
          />
        </li>
      ))}
    </ul>
  );
}
