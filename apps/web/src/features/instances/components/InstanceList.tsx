import { INSTANCE_KINDS, type InstanceRow } from '@gpucloud/contracts';
import { LISTED_STATES } from '@gpucloud/domain';
import { Alert, Button, Empty, Pagination, Select, Spin } from 'antd';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchState } from '../../../shared/hooks/useSearchState';
import { LoadingDialog } from '../../../shared/ui/LoadingDialog';
import type { DialogAction } from '../dialogs/ActionDialog';
import { INSTANCE_PAGE_SIZE, instanceFiltersFromParams, useAutoStops, useInstances } from '../hooks';
import { useLatestMetrics } from '../monitoring/hooks';
import { InstanceCard } from './InstanceCard';
import styles from './InstanceList.module.css';

// The action dialogs (fourteen, with their forms and quotes) load when one is opened: the list and
// the dashboard show without them.
const ActionDialog = lazy(async () => ({ default: (await import('../dialogs/ActionDialog')).ActionDialog }));

/** The instance list with its status and kind filters (kept in the URL), pages and action dialogs. */
export function InstanceList() {
  const { t } = useTranslation('instances');
  const statusId = useId();
  const kindId = useId();
  const [params, update] = useSearchState();
  const filters = instanceFiltersFromParams(params);
  const { page, status, kind } = filters;
  const instances = useInstances(filters);
  const [open, setOpen] = useState<{ action: DialogAction; row: InstanceRow } | null>(null);
  const filtered = status !== undefined || kind !== undefined;
  const autoStops = useAutoStops();
  // An auto-stop notification's link (?autoStop=<id>) opens that instance's auto-stop settings.
  const autoStopFor = Number(params.get('autoStop') ?? '');
  const linked = instances.data?.data.find((row) => row.InstanceId === autoStopFor);
  useEffect(() => {
    if (linked) setOpen({ action: 'autoStop', row: linked });
  }, [linked]);
  const close = () => {
    setOpen(null);
    if (params.has('autoStop')) update({ autoStop: null });
  };
  const runningIds = (instances.data?.data ?? [])
    .filter((row) => row.Status === 'running')
    .map((row) => row.InstanceId);
  const latest = useLatestMetrics(runningIds);
  const latestOf = (id: number) => latest.data?.list.find((metric) => metric.InstanceId === id);

  return (
    <>
      <section className={styles.bar} aria-label={t('list.filters')}>
        <span className={styles.field}>
          <label htmlFor={statusId}>{t('list.status')}</label>
          <Select
            id={statusId}
            value={status ?? ''}
            className={styles.select}
            popupMatchSelectWidth={false}
            options={[
              { value: '', label: t('list.all') },
              // Released instances leave the list, so there is nothing to filter them by.
              ...LISTED_STATES.map((value) => ({ value, label: t(`statuses.${value}`) })),
            ]}
            onChange={(value: string) => update({ status: value, page: null })}
          />
        </span>
        <span className={styles.field}>
          <label htmlFor={kindId}>{t('list.kind')}</label>
          <Select
            id={kindId}
            value={kind ?? ''}
            className={styles.select}
            popupMatchSelectWidth={false}
            options={[
              { value: '', label: t('list.all') },
              ...INSTANCE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
            ]}
            onChange={(value: string) => update({ kind: value, page: null })}
          />
        </span>
        {instances.data && (
          <span className={styles.total}>{t('list.total', { count: instances.data.total })}</span>
        )}
      </section>

      {instances.isPending ? (
        <Spin aria-label={t('common.loading')} />
      ) : instances.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t('list.loadFailed')}
          action={<Button onClick={() => void instances.refetch()}>{t('list.retry')}</Button>}
        />
      ) : instances.data.data.length === 0 ? (
        <Empty description={filtered ? t('list.emptyFiltered') : t('list.empty')}>
          <Link to="/store">{t('list.rent')}</Link>
        </Empty>
      ) : (
        <>
          <ul className={styles.list} aria-label={t('list.listLabel')}>
            {instances.data.data.map((row) => (
              <li key={row.InstanceId}>
                <InstanceCard
                  row={row}
                  autoStop={autoStops.data?.list.find((rule) => rule.InstanceId === row.InstanceId)}
                  latest={latestOf(row.InstanceId)}
                  onOpen={(action) => setOpen({ action, row })}
                />
              </li>
            ))}
          </ul>
          <Pagination
            className={styles.pages}
            current={page}
            pageSize={INSTANCE_PAGE_SIZE}
            total={instances.data.total}
            hideOnSinglePage
            showSizeChanger={false}
            onChange={(next) => update({ page: next })}
          />
        </>
      )}
      {open && (
        <Suspense fallback={<LoadingDialog open />}>
          <ActionDialog action={open.action} row={open.row} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
