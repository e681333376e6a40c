import type { SubAccountRow } from '@gpucloud/contracts';
import { Card, Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { SubAccountNote } from './SubAccountNote';

/** One sub-account on a phone: the table's columns as label/value pairs, then its actions. */
export function SubAccountCard({ row, actions }: { row: SubAccountRow; actions: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    // biome-ignore lint/a11y/useSemanticElements: one entry of the labelled list of cards
    <div role="listitem" aria-label={row.Name} style={{ marginBottom: 12 }}>
      <Card size="small" title={row.Name}>
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'limit', label: t('subAccounts.columns.limit'), children: formatMoney(row.MoneyLimit) },
            { key: 'canUse', label: t('subAccounts.columns.canUse'), children: formatMoney(row.MoneyCanUse) },
            { key: 'used', label: t('subAccounts.columns.used'), children: formatMoney(row.MoneyUsed) },
            {
              key: 'created',
              label: t('subAccounts.columns.created'),
              children: formatDateTime(row.CreateAt).slice(0, 10),
            },
            {
              key: 'note',
              label: t('subAccounts.columns.note'),
              span: 2,
              children: <SubAccountNote row={row} />,
            },
          ]}
        />
        <div style={{ marginTop: 8 }}>{actions}</div>
      </Card>
    </div>
  );
}
