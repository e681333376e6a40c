import type { OpsCouponClaim, OpsCouponGroup } from '@gpucloud/contracts';
import { Alert, Drawer, Radio, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { useCouponClaims } from './hooks';

type UsedFilter = -1 | 0 | 1;

/** One group's claims: who, when, until when, and what each coupon paid for. */
export function CouponClaimsDrawer({ group, onClose }: { group: OpsCouponGroup; onClose: () => void }) {
  const { t } = useTranslation('opsContent');
  const [used, setUsed] = useState<UsedFilter>(-1);
  const [page, setPage] = useState(1);
  const claims = useCouponClaims(group.GroupId, { used, page });
  const time = (iso: string | null, empty: string) => (iso ? formatDateTime(iso) : empty);
  const usedOn = (claim: OpsCouponClaim) => {
    if (claim.UsedOn === 'top_up') return t('coupons.claims.onTopUp');
    if (claim.UsedOn === 'order')
      return [t('coupons.claims.onOrder', { ref: claim.UsedRef }), claim.OrderTitle]
        .filter(Boolean)
        .join(' · ');
    return t('coupons.claims.notUsed');
  };

  const columns: TableColumnsType<OpsCouponClaim> = [
    { key: 'user', title: t('coupons.claims.user'), render: (_, c) => `${c.UserName} (${c.Phone})` },
    { key: 'claimed', title: t('coupons.claims.claimedAt'), render: (_, c) => formatDateTime(c.ClaimTime) },
    {
      key: 'expires',
      title: t('coupons.claims.expires'),
      render: (_, c) => time(c.EndTime, t('coupons.claims.never')),
    },
    {
      key: 'usedAt',
      title: t('coupons.claims.usedAt'),
      render: (_, c) => time(c.UsedAt, t('coupons.claims.notUsed')),
    },
    { key: 'usedOn', title: t('coupons.claims.usedOn'), render: (_, c) => usedOn(c) },
  ];

  return (
    <Drawer
      open
      title={t('coupons.claims.title', { name: group.Name })}
      onClose={onClose}
      size="large"
      destroyOnHidden
    >
      <Radio.Group
        aria-label={t('coupons.claims.filterLabel')}
        optionType="button"
        value={used}
        onChange={(event) => {
          setUsed(event.target.value as UsedFilter);
          setPage(1);
        }}
        options={[
          { value: -1, label: t('coupons.claims.all') },
          { value: 0, label: t('coupons.claims.unused') },
          { value: 1, label: t('coupons.claims.usedOnly') },
        ]}
        style={{ marginBottom: 16 }}
      />
      {claims.isError ? <Alert type="error" showIcon title={t('common.loadFailed')} /> : null}
      <Table<OpsCouponClaim>
        aria-label={t('coupons.claims.tableLabel')}
        rowKey="CouponId"
        size="small"
        columns={columns}
        loading={claims.isFetching}
        dataSource={claims.data?.data ?? []}
        pagination={{
          current: page,
          pageSize: 10,
          total: claims.data?.total ?? 0,
          onChange: setPage,
          showTotal: (count) => t('common.total', { count }),
        }}
        scroll={{ x: true }}
      />
    </Drawer>
  );
}
