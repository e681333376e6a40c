import { Alert, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusSearchBar } from '../invoices/DeskFilterBar';
import { DESK_PAGE_SIZE, type DeskQuery } from './deskQuery';
import { WaitingCount } from './WaitingCount';

/** The two desks of the programme; each has its own texts under `partnerDesks.<desk>`. */
export type PartnerDesk = 'partners' | 'withdrawals';

interface DeskList<Row> {
  data?: { list: Row[]; total: number; waiting: number };
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
}

/**
 * Everything of a desk below its heading: how many wait, the status and customer search, and the
 * page of rows. The queue (the first status, nothing searched) says so when it is empty.
 */
export function DeskBody<Status extends string, Row extends object>({
  desk,
  statuses,
  statusLabel,
  query,
  onChange,
  list,
  rowKey,
  columns,
}: {
  desk: PartnerDesk;
  statuses: readonly [Status, ...Status[]];
  statusLabel: (status: Status) => string;
  query: DeskQuery<Status>;
  onChange: (changes: Partial<DeskQuery<Status>>) => void;
  list: DeskList<Row>;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
}) {
  const { t } = useTranslation('ops', { keyPrefix: 'partnerDesks' });
  const isQueue = query.status === statuses[0] && !query.q;
  return (
    <>
      <WaitingCount desk={desk} waiting={list.data?.waiting} />
      <StatusSearchBar
        id={`${desk}-desk`}
        statuses={statuses}
        statusLabel={statusLabel}
        texts={{ ...t('filters', { returnObjects: true }), label: t(`${desk}.filtersLabel`) }}
        query={query}
        onChange={onChange}
      />
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title={t(`${desk}.table.loadFailed`)}
          description={list.error?.message}
        />
      ) : null}
      <Table<Row>
        aria-label={t(`${desk}.table.label`)}
        rowKey={rowKey}
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching && !list.data}
        locale={{ emptyText: t(isQueue ? `${desk}.table.emptyQueue` : `${desk}.table.empty`) }}
        pagination={{
          current: query.page,
          pageSize: DESK_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t(`${desk}.table.total`, { count }),
          onChange: (page) => onChange({ page }),
        }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
