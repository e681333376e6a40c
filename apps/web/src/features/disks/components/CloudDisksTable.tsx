import { Button, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/format';
import type { DiskList, DiskRow } from '../hooks';
import { type DiskAction, diskActions, regionName, sizeLimitsOf } from '../storageRules';
import styles from './Disks.module.css';

const STATUS_COLORS = {
  creating: 'processing',
  ready: 'success',
  arrears: 'error',
  failed: 'default',
  deleted: 'default',
} as const;

/** The caller's cloud disks, each with the actions its state allows, named with the disk's name. */
export function CloudDisksTable({
  list,
  loading,
  onAction,
}: {
  list: DiskList | undefined;
  loading: boolean;
  onAction: (action: DiskAction, disk: DiskRow) => void;
}) {
  const { t, i18n } = useTranslation('disks');
  const rows = list?.list ?? [];
  const limits = list ? sizeLimitsOf(list) : null;
  const hasSubAccounts = rows.some((disk) => disk.SubAccountName !== '');
  const named = {
    attach: 'attachNamed',
    detach: 'detachNamed',
    expand: 'expandNamed',
    delete: 'deleteNamed',
  } as const;

  const columns: TableColumnsType<DiskRow> = [
    { key: 'name', title: t('disks.columns.name'), dataIndex: 'Name', rowScope: 'row' },
    {
      key: 'region',
      title: t('disks.columns.region'),
      render: (_, disk) => regionName(list?.Regions ?? [], disk.RegionId, i18n.language, disk.RegionName),
    },
    {
      key: 'size',
      title: t('disks.columns.size'),
      align: 'right',
      render: (_, disk) => t('sizeGb', { size: disk.SizeGb }),
    },
    {
      key: 'daily',
      title: t('disks.columns.daily'),
      align: 'right',
      render: (_, disk) => formatMoney(disk.DailyPrice),
    },
    {
      key: 'status',
      title: t('disks.columns.status'),
      render: (_, disk) => {
        const tag = <Tag color={STATUS_COLORS[disk.Status]}>{t(`disks.status.${disk.Status}`)}</Tag>;
        return disk.Status === 'arrears' ? <Tooltip title={t('disks.arrearsHint')}>{tag}</Tooltip> : tag;
      },
    },
    {
      key: 'instance',
      title: t('disks.columns.instance'),
      render: (_, disk) =>
        disk.InstanceId === 0 ? (
          <span className={styles.secondary}>{t('disks.detached')}</span>
        ) : (
          disk.InstanceName
        ),
    },
    ...(hasSubAccounts
      ? [{ key: 'owner', title: t('disks.columns.owner'), dataIndex: 'SubAccountName' as const }]
      : []),
    {
      key: 'created',
      title: t('disks.columns.created'),
      render: (_, disk) => <time dateTime={disk.CreateAt}>{formatDateTime(disk.CreateAt)}</time>,
    },
    {
      key: 'actions',
      title: t('disks.columns.actions'),
      render: (_, disk) => (
        <span className={styles.actions}>
          {limits &&
            diskActions(disk, limits).map((action) => (
              <Button
                key={action}
                size="small"
                danger={action === 'delete'}
                aria-label={t(`disks.actions.${named[action]}`, { name: disk.Name })}
                onClick={() => onAction(action, disk)}
              >
                {t(`disks.actions.${action}`)}
              </Button>
            ))}
        </span>
      ),
    },
  ];

  return (
    <Table<DiskRow>
      aria-label={t('disks.tableLabel')}
      rowKey="Id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('disks.empty') }}
    />
  );
}
