import type { VerificationCheck } from '@gpucloud/contracts';
import { Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { checkReadings, type Reading } from './checkReadings';
import styles from './Verifications.module.css';

const COLORS = { pending: 'gold', passed: 'green', refused: 'red' } as const;

/** The third-party checks behind a record (ID card and licence readings, face, bank card), masked. */
export function ChecksTable({ checks }: { checks: readonly VerificationCheck[] }) {
  const { t } = useTranslation('opsVerifications');
  if (checks.length === 0)
    return <Typography.Paragraph type="secondary">{t('detail.noChecks')}</Typography.Paragraph>;

  const readingText = (reading: Reading) => {
    switch (reading.key) {
      case 'side':
        return t(`checks.sides.${reading.side}`);
      case 'validity':
        return t('checks.validity', {
          from: reading.from || t('none'),
          to: reading.longTerm ? t('checks.longTerm') : reading.to || t('none'),
        });
      default:
        return reading.value;
    }
  };
  const columns: TableColumnsType<VerificationCheck> = [
    { key: 'kind', title: t('checks.columns.kind'), render: (_, check) => t(`checks.kinds.${check.kind}`) },
    {
      key: 'status',
      title: t('checks.columns.status'),
      render: (_, check) => <Tag color={COLORS[check.status]}>{t(`checks.statuses.${check.status}`)}</Tag>,
    },
    {
      key: 'read',
      title: t('checks.columns.read'),
      render: (_, check) => {
        const readings = checkReadings(check.result);
        if (readings.length === 0) return t('none');
        return (
          <ul className={styles.readings}>
            {readings.map((reading) => (
              <li key={reading.key}>
                {t('checks.reading', {
                  label: t(`checks.readings.${reading.key}`),
                  value: readingText(reading),
                })}
              </li>
            ))}
          </ul>
        );
      },
    },
    { key: 'reason', title: t('checks.columns.reason'), render: (_, check) => check.reason || t('none') },
    { key: 'time', title: t('checks.columns.time'), render: (_, check) => formatDateTime(check.created_at) },
  ];
  return (
    <Table<VerificationCheck>
      aria-label={t('checks.tableLabel')}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...checks]}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
