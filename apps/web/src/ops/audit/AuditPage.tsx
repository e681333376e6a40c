import type { AuditEntry } from '@gpucloud/contracts';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { useSearchState } from '../../shared/hooks/useSearchState';
import { ExpandColumnTitle } from '../../shared/ui/ExpandColumnTitle';
import { PageHead } from '../layout/PageHead';
import { AuditDiff } from './AuditDiff';
import { AuditFilterBar } from './AuditFilterBar';
import { AUDIT_PAGE_SIZES, auditQueryFromParams, filtersFromParams } from './auditQuery';
import { useAuditList } from './hooks';

/** /ops/audit (admin): every staff write, newest first, filtered and paged in the URL. */
export function AuditPage() {
  const { t } = useTranslation('ops');
  const [params, update] = useSearchState();
  const query = auditQueryFromParams(params);
  const list = useAuditList(query);

  const columns: TableColumnsType<AuditEntry> = [
    { key: 'at', title: t('audit.columns.at'), render: (_, entry) => formatDateTime(entry.At), width: 150 },
    {
      key: 'staff',
      title: t('audit.columns.staff'),
      render: (_, entry) => `${entry.StaffName} (${t(`roles.${entry.StaffRole}`)})`,
    },
    { key: 'ip', title: t('audit.columns.ip'), dataIndex: 'Ip' },
    {
      key: 'endpoint',
      title: t('audit.columns.endpoint'),
      render: (_, entry) => <code>{entry.Endpoint}</code>,
    },
    {
      key: 'object',
      title: t('audit.columns.object'),
      render: (_, entry) => {
        // The server names objects by code; a code this page does not know yet is shown as it is.
        const name = t(`audit.objects.${entry.ObjectType}`, { defaultValue: entry.ObjectType });
        return entry.ObjectId ? `${name} #${entry.ObjectId}` : name;
      },
    },
    { key: 'note', title: t('audit.columns.note'), dataIndex: 'Note' },
  ];

  return (
    <>
      <PageHead title={t('audit.title')} intro={t('audit.intro')} />
      <AuditFilterBar
        key={params.toString()}
        value={filtersFromParams(params)}
        onApply={(filters) => update({ ...filters, page: null })}
      />
      <Table<AuditEntry>
        aria-label={t('audit.tableLabel')}
        rowKey="Id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        expandable={{
          columnTitle: <ExpandColumnTitle />,
          expandedRowRender: (entry) => <AuditDiff before={entry.Before} after={entry.After} />,
        }}
        pagination={{
          current: query.page,
          pageSize: query.page_size,
          total: list.data?.total ?? 0,
          pageSizeOptions: AUDIT_PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (count) => t('audit.total', { count }),
          onChange: (page, size) =>
            update({ page: page > 1 ? page : null, size: size === AUDIT_PAGE_SIZES[0] ? null : size }),
        }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
