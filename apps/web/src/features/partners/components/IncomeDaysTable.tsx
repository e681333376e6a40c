import type { partnersRoutes } from '@gpucloud/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../api/call';
import { formatMoney } from '../../../shared/format';
import { percentOfRatio } from '../percent';
import styles from './SalesPartner.module.css';

type IncomeDay = CallData<typeof partnersRoutes.machineIncome>['list'][number];

const PAGE_SIZE = 20;

/** Each machine's China days, newest first: GPU-hours, utilisation, what it billed and earned. */
export function IncomeDaysTable({
  rows,
  page,
  onPage,
}: {
  rows: IncomeDay[];
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('partners');
  const money = (yuan: number) => <span className={styles.amount}>{formatMoney(yuan)}</span>;
  return (
    <Table<IncomeDay>
      aria-label={t('income.days.title')}
      rowKey={(row) => `${row.day}-${row.host_id}`}
      size="small"
      dataSource={rows}
      locale={{ emptyText: t('income.days.empty') }}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (count) => t('income.days.total', { count }),
        onChange: onPage,
      }}
      columns={[
        { key: 'day', title: t('income.days.day'), dataIndex: 'day' },
        { key: 'machine', title: t('income.days.machine'), dataIndex: 'host_name' },
        { key: 'gpu', title: t('income.machines.gpu'), dataIndex: 'gpu_model' },
        { key: 'gpuHours', title: t('income.days.gpuHours'), align: 'right', dataIndex: 'gpu_hours' },
        {
          key: 'utilisation',
          title: t('income.days.utilisation'),
          align: 'right',
          render: (_, row) => percentOfRatio(row.utilisation),
        },
        {
          key: 'billed',
          title: t('income.days.billed'),
          align: 'right',
          render: (_, row) => money(row.billed),
        },
        {
          key: 'income',
          title: t('income.days.income'),
          align: 'right',
          render: (_, row) => money(row.income),
        },
      ]}
    />
  );
}
