import type { AccessKeyRow } from '@gpucloud/contracts';
import { Empty, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../shared/clipboard/CopyButton';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { oldSecretValidUntil, stateText } from '../keyState';
import { type KeyAction, KeyActions } from './KeyActions';
import styles from './OpenApi.module.css';

const STATE_COLORS = { active: 'green', disabled: 'default', expired: 'red' } as const;

/** Below this width the table scrolls sideways (the actions stay in view); above it, cells wrap to fit. */
const TABLE_MIN_WIDTH = 1100;

/** Allowed addresses shown in a row before the rest fold into "+N more". */
const ADDRESSES_SHOWN = 2;

/** The caller's keys: what each may do, where from, what it spent, and its actions. */
export function KeysTable({
  rows,
  loading,
  onAction,
}: {
  rows: AccessKeyRow[] | undefined;
  loading: boolean;
  onAction: (action: KeyAction, row: AccessKeyRow) => void;
}) {
  const { t } = useTranslation('openApi');
  const now = Date.now();

  const columns: TableColumnsType<AccessKeyRow> = [
    { key: 'name', title: t('table.columns.name'), dataIndex: 'Name', rowScope: 'row' },
    {
      key: 'id',
      title: t('table.columns.id'),
      render: (_, row) => (
        <span className={styles.keyId}>
          <code>{row.AccessKeyId}</code>
          <CopyButton
            value={row.AccessKeyId}
            label={t('table.copyId', { id: row.AccessKeyId })}
            copiedLabel={t('table.copiedId', { id: row.AccessKeyId })}
          />
        </span>
      ),
    },
    {
      key: 'scopes',
      title: t('table.columns.scopes'),
      render: (_, row) => row.Scopes.map((scope) => <Tag key={scope}>{t(`scopes.${scope}`)}</Tag>),
    },
    {
      key: 'state',
      title: t('table.columns.state'),
      render: (_, row) => {
        const until = oldSecretValidUntil(row, now);
        return (
          <span className={styles.stack}>
            <span>
              <Tag color={STATE_COLORS[row.State]}>{t(`states.${stateText(row, 'holder')}`)}</Tag>
            </span>
            {row.DisabledByMainAccount && (
              <span className={`${styles.secondary} ${styles.narrow}`}>{t('table.mainAccountOnly')}</span>
            )}
            {until && (
              <span className={`${styles.secondary} ${styles.narrow}`}>
                {t('table.oldSecretUntil', { time: formatDateTime(until) })}
              </span>
            )}
          </span>
        );
      },
    },
    {
      key: 'addresses',
      title: t('table.columns.addresses'),
      render: (_, row) => <Addresses list={row.IpAllowList} />,
    },
    { key: 'created', title: t('table.columns.created'), render: (_, row) => <When iso={row.CreateAt} /> },
    {
      key: 'lastUsed',
      title: t('table.columns.lastUsed'),
      render: (_, row) =>
        row.LastUsedAt ? (
          <span className={styles.stack}>
            <When iso={row.LastUsedAt} />
            {row.LastIp && (
              <span className={styles.secondary}>{t('table.fromAddress', { address: row.LastIp })}</span>
            )}
          </span>
        ) : (
          t('none')
        ),
    },
    {
      key: 'expires',
      title: t('table.columns.expires'),
      render: (_, row) => (row.ExpiresAt ? <When iso={row.ExpiresAt} /> : t('table.never')),
    },
    {
      key: 'spend',
      title: t('table.columns.spend'),
      render: (_, row) => (
        <span className={styles.stack}>
          <span>{formatMoney(row.SpentThisMonth)}</span>
          <span className={styles.secondary}>
            {row.MonthlySpendCap === null
              ? t('table.noCap')
              : t('table.capOf', { cap: formatMoney(row.MonthlySpendCap) })}
          </span>
        </span>
      ),
    },
    {
      key: 'actions',
      title: t('table.columns.actions'),
      // The table scrolls sideways on narrow screens; the buttons stay in view.
      fixed: 'right',
      render: (_, row) => <KeyActions row={row} onAction={onAction} />,
    },
  ];

  return (
    <Table<AccessKeyRow>
      aria-label={t('table.label')}
      rowKey="AccessKeyId"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: <Empty description={t('table.empty')} /> }}
      tableLayout="auto"
      scroll={{ x: TABLE_MIN_WIDTH }}
    />
  );
}

function Addresses({ list }: { list: string[] }) {
  const { t } = useTranslation('openApi');
  if (list.length === 0) return <span className={styles.secondary}>{t('table.anyAddress')}</span>;
  const rest = list.slice(ADDRESSES_SHOWN);
  return (
    <span className={styles.stack}>
      {list.slice(0, ADDRESSES_SHOWN).map((address) => (
        <code key={address} className={styles.address}>
          {address}
        </code>
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.join(', ')}>
          <span className={styles.secondary}>{t('table.moreAddresses', { count: rest.length })}</span>
        </Tooltip>
      )}
    </span>
  );
}

/** A server time on two lines, the day over the time, to keep the wide table narrow. */
function When({ iso }: { iso: string }) {
  const [day, time] = formatDateTime(iso).split(' ');
  return (
    <span className={styles.stack}>
      <span className={styles.nowrap}>{day}</span>
      {time && <span className={styles.secondary}>{time}</span>}
    </span>
  );
}
