import type { OpsScoreItem } from '@gpucloud/contracts';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPS_POINTS_NS } from './i18n';

export type ItemAction = 'edit' | 'stock' | 'publish';

/** The items table's columns; each row edits, adds stock, or publishes / unpublishes its item. */
export function useItemColumns(act: (item: OpsScoreItem, action: ItemAction) => void, publishing: boolean) {
  const { t, i18n } = useTranslation(OPS_POINTS_NS);
  const nameOf = (item: OpsScoreItem) => (i18n.language === 'zh-CN' ? item.name : item.name_en);
  const reward = (item: OpsScoreItem) => {
    if (item.voucher_amount !== null) return t('rewards.voucher', { amount: item.voucher_amount.toFixed(2) });
    if (item.storage_gb !== null)
      return t('rewards.file_storage', { gb: item.storage_gb, days: item.storage_days ?? 0 });
    return t('rewards.coupon', { id: item.coupon_group_id ?? 0, name: item.coupon_name ?? '' });
  };
  const columns: TableColumnsType<OpsScoreItem> = [
    { key: 'name', title: t('items.name'), render: (_, item) => nameOf(item) },
    { key: 'kind', title: t('items.kind'), render: (_, item) => t(`kinds.${item.kind}`) },
    { key: 'reward', title: t('items.reward'), render: (_, item) => reward(item) },
    { key: 'cost', title: t('items.cost'), align: 'right', dataIndex: 'cost_points' },
    { key: 'stock', title: t('items.stock'), align: 'right', dataIndex: 'stock' },
    { key: 'limit', title: t('items.limit'), align: 'right', dataIndex: 'per_person_limit' },
    {
      key: 'state',
      title: t('items.state'),
      render: (_, item) =>
        item.published ? (
          <Tag color="green">{t('items.published')}</Tag>
        ) : (
          <Tag>{t('items.unpublished')}</Tag>
        ),
    },
    { key: 'redeemed', title: t('items.redeemed'), align: 'right', dataIndex: 'redeemed' },
    {
      key: 'actions',
      title: t('items.actions'),
      render: (_, item) => {
        const name = nameOf(item);
        return (
          <Space size="small" wrap>
            <Button size="small" aria-label={t('items.editOf', { name })} onClick={() => act(item, 'edit')}>
              {t('items.edit')}
            </Button>
            <Button
              size="small"
              aria-label={t('items.addStockOf', { name })}
              onClick={() => act(item, 'stock')}
            >
              {t('items.addStock')}
            </Button>
            <Button
              size="small"
              type={item.published ? 'default' : 'primary'}
              disabled={publishing}
              aria-label={t(item.published ? 'items.unpublishOf' : 'items.publishOf', { name })}
              onClick={() => act(item, 'publish')}
            >
              {t(item.published ? 'items.unpublish' : 'items.publish')}
            </Button>
          </Space>
        );
      },
    },
  ];
  return columns;
}
