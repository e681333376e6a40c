import {
  type OpsReservationRow,
  opsReservationRefuseRequest,
  RESERVATION_STATES,
  type ReservationState,
} from '@gpucloud/contracts';
import { Button, Modal, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format';
import { LoadFailedAlert } from '../../shared/ui/LoadFailedAlert';
import { useToast } from '../../shared/ui/toast';
import { StatusSearchBar } from '../invoices/DeskFilterBar';
import { PageHead } from '../layout/PageHead';
import { ReasonDialog } from '../partners/ReasonDialog';
import { DeliverDialog } from './DeliverDialog';
import { useConfirmReservation, useRefuseReservation, useReservationDesk } from './hooks';
import styles from './ReservationDesk.module.css';
import './i18n';

const PAGE_SIZE = 20;
type Open = { action: 'refuse' | 'deliver'; row: OpsReservationRow } | null;

/** /ops/reservations (fleet): requested reservations oldest first, and the decided ones. */
export function ReservationDeskPage() {
  const { t } = useTranslation('opsReservations');
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const [state, setState] = useState<ReservationState>('requested');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useReservationDesk({ state, page, page_size: PAGE_SIZE, ...(q ? { q } : {}) });
  const confirm = useConfirmReservation();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const rangeOf = (row: OpsReservationRow) =>
    t('table.rangeValue', { start: row.StartDay, end: row.EndDay, count: row.Days });
  const machineOf = (row: OpsReservationRow) =>
    t('spec', { model: row.GpuModel, count: row.GpuCount, region: row.RegionName });

  const askConfirm = (row: OpsReservationRow) =>
    void modal.confirm({
      title: t('confirmDialog.title', { id: row.Id }),
      content: t('confirmDialog.body', {
        phone: row.UserPhone,
        machine: machineOf(row),
        range: rangeOf(row),
      }),
      okText: t('confirmDialog.ok'),
      cancelText: t('confirmDialog.cancel'),
      onOk: () =>
        confirm.mutateAsync(row.Id).then(() => toast.success(t('confirmDialog.done', { id: row.Id }))),
    });

  const none = <Typography.Text type="secondary">{t('none')}</Typography.Text>;
  const columns: TableColumnsType<OpsReservationRow> = [
    { key: 'id', title: t('table.id'), render: (_, row) => `#${row.Id}` },
    { key: 'customer', title: t('table.customer'), render: (_, row) => `${row.UserPhone} (${row.UserId})` },
    { key: 'machine', title: t('table.machine'), render: (_, row) => machineOf(row) },
    { key: 'range', title: t('table.range'), render: (_, row) => rangeOf(row) },
    {
      key: 'deposit',
      title: t('table.deposit'),
      align: 'right',
      render: (_, row) => <span className={styles.amount}>{formatMoney(row.Deposit)}</span>,
    },
    { key: 'note', title: t('table.note'), render: (_, row) => row.Note || none },
    {
      key: 'state',
      title: t('table.state'),
      render: (_, row) => (
        <>
          {t(`states.${row.State}`)}
          {row.Reason && <div className={styles.muted}>{row.Reason}</div>}
        </>
      ),
    },
    { key: 'instance', title: t('table.instance'), render: (_, row) => row.InstanceName || none },
    {
      key: 'actions',
      title: t('table.actions'),
      render: (_, row) => (
        <span className={styles.actions}>
          {row.State === 'requested' && (
            <Button
              size="small"
              type="primary"
              aria-label={t('actions.confirmLabel', { id: row.Id })}
              onClick={() => askConfirm(row)}
            >
              {t('actions.confirm')}
            </Button>
          )}
          {row.State === 'confirmed' && (
            <Button
              size="small"
              type="primary"
              aria-label={t('actions.deliverLabel', { id: row.Id })}
              onClick={() => setOpen({ action: 'deliver', row })}
            >
              {t('actions.deliver')}
            </Button>
          )}
          {(row.State === 'requested' || row.State === 'confirmed') && (
            <Button
              size="small"
              danger
              aria-label={t('actions.refuseLabel', { id: row.Id })}
              onClick={() => setOpen({ action: 'refuse', row })}
            >
              {t('actions.refuse')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHead title={t('title')} intro={t('intro')} />
      {modalHolder}
      <StatusSearchBar
        id="ops-reservations"
        statuses={RESERVATION_STATES}
        statusLabel={(value) => t(`states.${value}`)}
        texts={t('filters', { returnObjects: true })}
        query={{ status: state, q }}
        onChange={(changes) => {
          if (changes.status) setState(changes.status);
          if (changes.q !== undefined) setQ(changes.q);
          setPage(changes.page);
        }}
      />
      {list.data && (
        <Typography.Text type="secondary" className={styles.muted}>
          {t('waiting', { count: list.data.waiting })}
        </Typography.Text>
      )}
      {list.isError && !list.data ? (
        <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => list.refetch()} />
      ) : (
        <Table<OpsReservationRow>
          aria-label={t('table.label')}
          rowKey="Id"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
        />
      )}
      {open?.action === 'refuse' && <RefuseReservationDialog row={open.row} onClose={close} />}
      {open?.action === 'deliver' && <DeliverDialog row={open.row} onClose={close} />}
    </>
  );
}

function RefuseReservationDialog({ row, onClose }: { row: OpsReservationRow; onClose: () => void }) {
  const { t } = useTranslation('opsReservations');
  const refuse = useRefuseReservation();
  const id = row.Id;
  return (
    <ReasonDialog
      formId="ops-reservation-refuse"
      title={t('refuse.title', { id })}
      body={t('refuse.body', { amount: formatMoney(row.Deposit), phone: row.UserPhone })}
      submitText={t('refuse.submit')}
      doneText={t('refuse.done', { id })}
      reasonSchema={opsReservationRefuseRequest.shape.reason}
      pending={refuse.isPending}
      error={refuse.error}
      send={(reason, callbacks) => refuse.mutate({ reservation_id: id, reason }, callbacks)}
      onClose={onClose}
    />
  );
}
