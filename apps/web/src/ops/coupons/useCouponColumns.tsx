import type { CouponGroupState, OpsCouponGroup } from '@gpucloud/contracts';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../shared/format';

const STATE_COLORS: Record<CouponGroupState, string> = {
  active: 'green',
  scheduled: 'blue',
  ended: 'default',
  sold_out: 'orange',
  stopped: 'red',
};

const dateOf = (seconds: number) => formatDateTime(new Date(seconds * 1000).toISOString());

/** The coupon table's columns; a group's actions open its claims or stop it (not once stopped). */
export function useCouponColumns(open: (group: OpsCouponGroup, action: 'claims' | 'stop') => void) {
  const { t } = useTranslation('opsContent');
  const value = (group: OpsCouponGroup) => {
    if (group.Type === 1) return t('coupons.discount', { percent: Math.round((1 - group.Discount) * 100) });
    const amount = formatMoney(group.Amount);
    return group.Type === 2
      ? `${amount} (${t('coupons.minimum', { amount: formatMoney(group.MoneyLimit) })})`
      : amount;
  };
  const columns: TableColumnsType<OpsCouponGroup> = [
    { key: 'name', title: t('coupons.columns.name'), dataIndex: 'Name' },
    {
      key: 'type',
      title: t('coupons.columns.type'),
      render: (_, g) => t(`coupons.types.${g.Type as 0 | 1 | 2}`),
    },
    { key: 'value', title: t('coupons.columns.value'), render: (_, g) => value(g) },
    {
      key: 'claimed',
      title: t('coupons.columns.claimed'),
      render: (_, g) => t('coupons.claimedOf', { claimed: g.ClaimedNum, total: g.TotalNum }),
    },
    { key: 'used', title: t('coupons.columns.used'), dataIndex: 'UsedNum' },
    {
      key: 'validity',
      title: t('coupons.columns.validity'),
      render: (_, g) => `${dateOf(g.BeginTime)} – ${g.EndTime ? dateOf(g.EndTime) : t('coupons.noEnd')}`,
    },
    {
      key: 'state',
      title: t('coupons.columns.state'),
      render: (_, g) => <Tag color={STATE_COLORS[g.State]}>{t(`coupons.states.${g.State}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('coupons.columns.actions'),
      render: (_, g) => (
        <Space size="small">
          <Button size="small" onClick={() => open(g, 'claims')}>
            {t('coupons.details')}
          </Button>
          {g.State === 'stopped' ? null : (
            <Button size="small" danger onClick={() => open(g, 'stop')}>
              {t('coupons.stop')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return columns;
}
