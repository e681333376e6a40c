import type { UserCoupon } from '@gpucloud/contracts';
import { CouponType } from '@gpucloud/domain';
import { Alert, Button, Empty, Modal, Pagination, Radio, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { useToast } from '../../../shared/ui/toast';
import { epochToDate, userCouponState } from '../couponRules';
import { type CouponFilter, useMyCoupons, useRedeemTopUpVoucher } from '../hooks';
import styles from './CouponLists.module.css';
import { CouponStamp, CouponTicket } from './CouponTicket';

const PAGE_SIZE = 10;
const FILTERS: { value: CouponFilter; key: 'all' | 'usable' | 'used' | 'expired' }[] = [
  { value: -1, key: 'all' },
  { value: 2, key: 'usable' },
  { value: 1, key: 'used' },
  { value: 3, key: 'expired' },
];

/** The caller's coupons with SPEC §4 stamps and buttons; top-up vouchers are used from here. */
export function MyCoupons({
  status,
  page,
  onChange,
}: {
  status: CouponFilter;
  page: number;
  onChange: (next: { status?: CouponFilter; page?: number }) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const coupons = useMyCoupons({ page, page_size: PAGE_SIZE, status });
  const redeem = useRedeemTopUpVoucher();
  const now = new Date();

  const confirmUse = (coupon: UserCoupon) => {
    void modal.confirm({
      title: t('coupons.useConfirm', { amount: formatMoney(coupon.CouponGroup.Amount) }),
      content: t('coupons.useConfirmHint'),
      okText: t('coupons.useOk'),
      cancelText: t('coupons.cancel'),
      onOk: () =>
        redeem
          .mutateAsync(coupon.CouponId)
          .then(() => toast.success(t('coupons.toppedUp')))
          // The client already showed why it failed; the dialog just closes.
          .catch(() => undefined),
    });
  };

  const action = (coupon: UserCoupon) => {
    const state = userCouponState(coupon, now);
    if (state === 'used') return <CouponStamp>{t('coupons.stamps.used')}</CouponStamp>;
    if (state === 'expired') return <CouponStamp>{t('coupons.stamps.expired')}</CouponStamp>;
    if (coupon.CouponGroup.Type === CouponType.TOP_UP) {
      return (
        <Button
          type="primary"
          aria-label={t('coupons.useNamed', { name: coupon.CouponGroup.Name })}
          onClick={() => confirmUse(coupon)}
        >
          {t('coupons.use')}
        </Button>
      );
    }
    return (
      <Link to="/store" className={styles.checkout}>
        {t('coupons.atCheckout')}
      </Link>
    );
  };

  const validity = (coupon: UserCoupon) => {
    const ends = epochToDate(coupon.EndTime);
    return ends
      ? t('coupons.validUntil', { time: formatDateTime(ends.toISOString()) })
      : t('coupons.noExpiry');
  };

  return (
    <div className={styles.panel}>
      {modalHolder}
      <Radio.Group
        aria-label={t('coupons.filterLabel')}
        optionType="button"
        value={status}
        onChange={(event) => onChange({ status: event.target.value as CouponFilter, page: 1 })}
        options={FILTERS.map(({ value, key }) => ({ value, label: t(`coupons.filters.${key}`) }))}
      />
      {coupons.isPending ? (
        <Skeleton active />
      ) : coupons.isError ? (
        <Alert type="warning" showIcon title={t('coupons.loadFailed')} />
      ) : coupons.data.data.length === 0 ? (
        <Empty description={t('coupons.emptyMine')} />
      ) : (
        <>
          <ul className={styles.list} aria-label={t('coupons.tabs.mine')} aria-busy={coupons.isFetching}>
            {coupons.data.data.map((coupon) => {
              const state = userCouponState(coupon, now);
              return (
                <li key={coupon.CouponId}>
                  <CouponTicket
                    group={coupon.CouponGroup}
                    validity={validity(coupon)}
                    action={action(coupon)}
                    faded={state !== 'usable'}
                  />
                </li>
              );
            })}
          </ul>
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={coupons.data.total}
            hideOnSinglePage
            showSizeChanger={false}
            showTotal={(total) => t('coupons.total', { count: total })}
            onChange={(next) => onChange({ page: next })}
            className={styles.pagination}
          />
        </>
      )}
    </div>
  );
}
