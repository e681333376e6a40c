import type { OpsAccessKeyRow } from '@gpucloud/contracts';
import { Button, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../shared/format';
import { DisableKeyDialog } from './DisableKeyDialog';
import { useUserAccessKeys } from './hooks';
import styles from './Users.module.css';

const STATE_COLORS = { active: 'green', disabled: 'default', expired: 'red' } as const;

/** The account's open-API keys (never their secrets); support disables a leaked one. */
export function AccessKeysTab({ userId, mayDisable }: { userId: number; mayDisable: boolean }) {
  const { t } = useTranslation('opsUsers');
  const keys = useUserAccessKeys(userId);
  const [disabling, setDisabling] = useState<OpsAccessKeyRow | null>(null);

  const columns: TableColumnsType<OpsAccessKeyRow> = [
    { key: 'id', title: t('accessKeys.id'), render: (_, row) => <code>{row.AccessKeyId}</code> },
    { key: 'name', title: t('accessKeys.name'), dataIndex: 'Name', rowScope: 'row' },
    {
      key: 'holder',
      title: t('accessKeys.holder'),
      render: (_, row) => row.SubAccountName ?? t('lists.main'),
    },
    {
      key: 'scopes',
      title: t('accessKeys.scopes'),
      render: (_, row) => row.Scopes.map((scope) => <Tag key={scope}>{t(`accessKeys.scope.${scope}`)}</Tag>),
    },
    {
      key: 'state',
      title: t('lists.status'),
      render: (_, row) => <Tag color={STATE_COLORS[row.State]}>{t(`accessKeys.states.${row.State}`)}</Tag>,
    },
    {
      key: 'lastUsed',
      title: t('accessKeys.lastUsed'),
      render: (_, row) =>
        row.LastUsedAt
          ? t('accessKeys.usedFrom', { time: formatDateTime(row.LastUsedAt), ip: row.LastIp ?? '—' })
          : t('accessKeys.never'),
    },
    { key: 'created', title: t('accessKeys.created'), render: (_, row) => formatDateTime(row.CreateAt) },
    {
      key: 'expires',
      title: t('accessKeys.expires'),
      render: (_, row) => (row.ExpiresAt ? formatDateTime(row.ExpiresAt) : t('accessKeys.noExpiry')),
    },
    {
      key: 'spend',
      title: t('accessKeys.spend'),
      align: 'right',
      render: (_, row) => (
        <span className={styles.amount}>
          {`${formatMoney(row.SpentThisMonth)} / ${
            row.MonthlySpendCap === null ? t('accessKeys.noCap') : formatMoney(row.MonthlySpendCap)
          }`}
        </span>
      ),
    },
    ...(mayDisable
      ? [
          {
            key: 'actions',
            title: t('lists.actions'),
            render: (_: unknown, row: OpsAccessKeyRow) =>
              row.State === 'active' && (
                <Button size="small" danger onClick={() => setDisabling(row)}>
                  {t('accessKeys.disable')}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Table<OpsAccessKeyRow>
        aria-label={t('detail.tabs.accessKeys')}
        rowKey="AccessKeyId"
        size="small"
        columns={columns}
        dataSource={keys.data?.data ?? []}
        loading={keys.isFetching}
        locale={{ emptyText: t('lists.empty') }}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {disabling && (
        <DisableKeyDialog userId={userId} accessKey={disabling} onClose={() => setDisabling(null)} />
      )}
    </>
  );
}
