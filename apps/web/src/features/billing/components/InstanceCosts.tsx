import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Table, type TableProps } from 'antd';
import { useState } from 'react';
import type { CallData } from '../../../api/call';
import { ApiError, NetworkError } from '../../../api/client';
import { clientHooks } from '../../../api/hooks';
import { chinaDayRangeToEpoch, lastChinaDays } from '../../../shared/dates/chinaDays';
import { parseDay } from '../../../shared/dates/dayRange';
import { formatMoney } from '../../../shared/format';
import { DayRangeFields } from '../../../shared/forms/DayRangeFields';
import styles from '../../../shared/forms/Filters.module.css';
import { SelectField } from '../../../shared/forms/SelectField';
import { oneOf, useSearchState } from '../../../shared/hooks/useSearchState';
import { useToast } from '../../../shared/ui/toast';
import { downloadCsv } from '../downloadCsv';
import { COST_ROUTES, type CostMachines, useCostList, useGpuModels } from '../hooks';
import { useBillingTexts } from '../i18n';
import { CostChart } from './CostChart';
import costStyles from './CostReports.module.css';
import { CostTotals } from './CostTotals';
import { InstanceCostDrawer } from './InstanceCostDrawer';

type CostRow = CallData<typeof COST_ROUTES.instances.list>['data'][number];

const PAGE_SIZE = 20;
const MACHINES = ['instances', 'bareMetal'] as const;
/** The kinds of machine whose GPU models each list offers in its filter. */
const KINDS_OF: Record<CostMachines, readonly string[]> = {
  instances: ['kvm', 'container'],
  bareMetal: ['bare_metal'],
};
/** Without a range chosen the list shows the last 30 China days. */
const DEFAULT_DAYS = 30;

/**
 * The "By instance" view of /console/finance/expenseDetail: what each instance cost per China day
 * (/get_instance_cost_list or /get_bare_metal_cost_list), filtered, charted, exported as CSV; an
 * instance's name opens its cost detail. Filters and the open instance live in the URL.
 */
export function InstanceCosts() {
  const { t } = useBillingTexts();
  const toast = useToast();
  const [params, update] = useSearchState();
  const machines = oneOf(params.get('machines'), MACHINES) ?? 'instances';
  const gpuModel = params.get('gpu') ?? '';
  const fallback = lastChinaDays(DEFAULT_DAYS);
  const dayParam = (key: 'from' | 'to') => {
    const value = params.get(key);
    return value && parseDay(value) ? value : fallback[key];
  };
  const from = dayParam('from');
  const to = dayParam('to');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = Number(params.get('instance')) || null;
  const filters = { gpu_model: gpuModel || undefined, ...chinaDayRangeToEpoch(from, to) };
  const costs = useCostList(machines, { page, page_size: PAGE_SIZE, ...filters });
  const models = useGpuModels();
  const [exporting, setExporting] = useState(false);

  const modelOptions = (models.data?.data ?? [])
    .filter((model) => model.Kinds.some((kind) => KINDS_OF[machines].includes(kind)))
    .map((model) => model.GpuModel);
  if (gpuModel && !modelOptions.includes(gpuModel)) modelOptions.push(gpuModel);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await downloadCsv(COST_ROUTES[machines].export, filters, `${machines}-costs.csv`);
      toast.success(t('costs.exported', { name }));
    } catch (error) {
      if (error instanceof ApiError || error instanceof NetworkError) clientHooks.notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  const money = (yuan: number) => <span className={costStyles.amount}>{formatMoney(yuan)}</span>;
  const columns: TableProps<CostRow>['columns'] = [
    { key: 'day', title: t('costs.table.day'), dataIndex: 'Day', width: 110 },
    {
      key: 'instance',
      title: t('costs.table.instance'),
      render: (_: unknown, row) => (
        <>
          <Button
            type="link"
            className={costStyles.linkButton}
            onClick={() => update({ instance: row.InstanceId })}
          >
            {row.Name}
          </Button>
          <div className={styles.subNote}>
            {t(`costs.kinds.${row.Kind}`)}
            {row.SubAccountName && ` · ${t('costs.bySubAccount', { name: row.SubAccountName })}`}
          </div>
        </>
      ),
    },
    {
      key: 'gpu',
      title: t('costs.table.gpu'),
      render: (_: unknown, row) => t('costs.gpus', { model: row.GpuModel, count: row.GpuCount }),
    },
    {
      key: 'mode',
      title: t('costs.table.billingMode'),
      render: (_: unknown, row) => t(`costs.billingModes.${row.BillingMode}`),
    },
    {
      key: 'prepaid',
      title: t('costs.table.prepaid'),
      align: 'right',
      render: (_, row) => money(row.Prepaid),
    },
    {
      key: 'payg',
      title: t('costs.table.payAsYouGo'),
      align: 'right',
      render: (_: unknown, row) => (
        <>
          {money(row.PayAsYouGo)}
          {row.Hours > 0 && <div className={styles.subNote}>{t('costs.hours', { count: row.Hours })}</div>}
        </>
      ),
    },
    {
      key: 'refunded',
      title: t('costs.table.refunded'),
      align: 'right',
      render: (_, row) => money(row.Refunded),
    },
    { key: 'total', title: t('costs.table.total'), align: 'right', render: (_, row) => money(row.Total) },
  ];

  return (
    <>
      <p className={costStyles.intro}>{t('costs.intro')}</p>
      <section className={styles.bar} aria-label={t('costs.filtersLabel')}>
        <SelectField
          label={t('costs.machines')}
          value={machines}
          options={MACHINES.map((value) => ({ value, label: t(`costs.machineKinds.${value}`) }))}
          onChange={(value) => update({ machines: value || null, gpu: null, page: null })}
        />
        <SelectField
          label={t('costs.gpuModel')}
          value={gpuModel}
          options={[
            { value: '', label: t('costs.allModels') },
            ...modelOptions.map((value) => ({ value, label: value })),
          ]}
          onChange={(value) => update({ gpu: value, page: null })}
        />
        <DayRangeFields from={from} to={to} onChange={(next) => update({ ...next, page: null })} />
        <div className={styles.actions}>
          <Button onClick={() => update({ machines: null, gpu: null, from: null, to: null, page: null })}>
            {t('costs.reset')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
            {t('costs.export')}
          </Button>
        </div>
      </section>
      {costs.isError ? (
        <Alert type="warning" showIcon title={t('costs.loadFailed')} />
      ) : (
        <>
          {costs.data && <CostTotals totals={costs.data.totals} />}
          <Card
            size="small"
            className={styles.chartCard}
            title={<h2 className={styles.cardTitle}>{t('costs.chart.title')}</h2>}
            loading={costs.isPending}
          >
            {costs.data && <CostChart days={costs.data.days} range={{ from, to }} />}
          </Card>
          <Table<CostRow>
            aria-label={t('costs.table.label')}
            rowKey={(row) => `${row.Day} ${row.InstanceId}`}
            columns={columns}
            dataSource={costs.data?.data ?? []}
            loading={costs.isPending}
            aria-busy={costs.isFetching}
            scroll={{ x: 960 }}
            locale={{ emptyText: t('costs.empty') }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: costs.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => t('costs.total', { count: total }),
              onChange: (next) => update({ page: next }),
            }}
          />
        </>
      )}
      <InstanceCostDrawer
        instanceId={openId}
        name={costs.data?.data.find((row) => row.InstanceId === openId)?.Name}
        onClose={() => update({ instance: null })}
      />
    </>
  );
}
