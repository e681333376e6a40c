import { HOST_STATUSES, type partnersRoutes } from '@gpucloud/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../api/call';
import { formatMoney } from '../../../shared/format';
import { oneOf } from '../../../shared/hooks/useSearchState';
import { percentOfBp } from '../percent';
import styles from './SalesPartner.module.css';

export type PartnerMachine = CallData<typeof partnersRoutes.machineIncome>['machines'][number];

/** The partner's machines the platform rents out, with their share and all they have earned. */
export function MachinesTable({ machines }: { machines: PartnerMachine[] }) {
  const { t, i18n } = useTranslation('partners');
  const english = !i18n.language.startsWith('zh');
  return (
    <Table<PartnerMachine>
      aria-label={t('income.machines.title')}
      rowKey="host_id"
      size="small"
      pagination={false}
      dataSource={machines}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'name', title: t('income.machines.name'), dataIndex: 'host_name' },
        {
          key: 'region',
          title: t('income.machines.region'),
          render: (_, machine) => (english ? machine.region_en : machine.region),
        },
        { key: 'gpu', title: t('income.machines.gpu'), dataIndex: 'gpu_model' },
        {
          key: 'gpus',
          title: t('income.machines.gpus'),
          align: 'right',
          render: (_, row) => t('income.machines.gpusValue', { used: row.gpu_used, total: row.gpu_count }),
        },
        {
          key: 'status',
          title: t('income.machines.status'),
          render: (_, row) => {
            const known = oneOf(row.status, HOST_STATUSES);
            return known ? t(`income.machines.statuses.${known}`) : row.status;
          },
        },
        {
          key: 'share',
          title: t('income.machines.share'),
          align: 'right',
          render: (_, row) => percentOfBp(row.share_bp),
        },
        {
          key: 'income',
          title: t('income.machines.income'),
          align: 'right',
          render: (_, row) => <span className={styles.amount}>{formatMoney(row.income)}</span>,
        },
      ]}
    />
  );
}
