import type { Reservation } from '@gpucloud/contracts';
import { Button, Modal, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { LoadFailedAlert } from '../../../shared/ui/LoadFailedAlert';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { useToast } from '../../../shared/ui/toast';
import { ReservationStateTag } from '../components/ReservationStateTag';
import { useCancelReservation, useReservations } from '../hooks';
import '../i18n';

const PAGE_SIZE = 10;

/** /console/reservations (issue 17): the caller's bare-metal reservations, deposits and refunds. */
export function ReservationsPage() {
  const { t: tShell } = useTranslation();
  const { t } = useTranslation('reservations');
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const [page, setPage] = useState(1);
  const list = useReservations(page, PAGE_SIZE);
  const cancel = useCancelReservation();
  const none = <Typography.Text type="secondary">{t('none')}</Typography.Text>;

  const confirmCancel = (row: Reservation) => {
    const amount = formatMoney(row.Deposit);
    void modal.confirm({
      title: t('cancelConfirm.title', { id: row.Id }),
      content: t('cancelConfirm.body', { amount }),
      okText: t('cancelConfirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancelConfirm.keep'),
      onOk: () =>
        cancel
          .mutateAsync(row.Id)
          .then(() => toast.success(t('cancelConfirm.done', { amount })))
          .catch(() => list.refetch()),
    });
  };

  const columns: TableColumnsType<Reservation> = [
    { key: 'id', title: t('table.id'), render: (_, row) => `#${row.Id}` },
    {
      key: 'machine',
      title: t('table.machine'),
      render: (_, row) =>
        t('spec', { model: row.GpuModel, count: row.GpuCount, cpu: row.CpuCores, memory: row.MemoryGb }),
    },
    { key: 'region', title: t('table.region'), render: (_, row) => row.RegionName },
    {
      key: 'range',
      title: t('table.range'),
      render: (_, row) => t('table.rangeValue', { start: row.StartDay, end: row.EndDay, count: row.Days }),
    },
    { key: 'state', title: t('table.state'), render: (_, row) => <ReservationStateTag reservation={row} /> },
    {
      key: 'deposit',
      title: t('table.deposit'),
      align: 'right',
      render: (_, row) => formatMoney(row.Deposit),
    },
    {
      key: 'refunded',
      title: t('table.refunded'),
      align: 'right',
      render: (_, row) => (row.Refunded > 0 ? formatMoney(row.Refunded) : none),
    },
    { key: 'instance', title: t('table.instance'), render: (_, row) => row.InstanceName || none },
    {
      key: 'created',
      title: t('table.created'),
      render: (_, row) => <time dateTime={row.CreateAt}>{formatDateTime(row.CreateAt)}</time>,
    },
    {
      key: 'actions',
      title: t('table.actions'),
      render: (_, row) =>
        row.State === 'requested' || row.State === 'confirmed' ? (
          <Button
            size="small"
            danger
            aria-label={t('cancelAction', { id: row.Id })}
            onClick={() => confirmCancel(row)}
          >
            {t('cancel')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageTitle title={tShell('shell.pages.reservations')}>{t('intro')}</PageTitle>
      {modalHolder}
      {list.isError && !list.data ? (
        <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => list.refetch()} />
      ) : (
        <Table<Reservation>
          aria-label={t('table.label')}
          rowKey="Id"
          columns={columns}
          dataSource={list.data?.data ?? []}
          loading={list.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <span>
                {t('empty')} <Link to="/store#bare-metal">{t('goToStore')}</Link>
              </span>
            ),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
        />
      )}
    </>
  );
}
