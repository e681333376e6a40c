import type { FleetHost } from '@gpucloud/contracts';
import { formatYuan } from '@gpucloud/domain';
import { Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { PageHead } from '../layout/PageHead';
import './i18n';
import { HostFilterBar } from './HostFilterBar';
import { HostFormDialog } from './HostFormDialog';
import { HostInterruptiblePriceDialog } from './HostInterruptiblePriceDialog';
import { HostNoGpuPriceDialog } from './HostNoGpuPriceDialog';
import { HostOutagesDialog } from './HostOutagesDialog';
import { HostPartnerDialog } from './HostPartnerDialog';
import { HostPriceDialog } from './HostPriceDialog';
import { HostServicesSwitch } from './HostServicesSwitch';
import { HostStatusDialog } from './HostStatusDialog';
import { useHosts } from './hooks';
import { type HostFilters, hostQueryOf, NO_HOST_FILTERS } from './hostQuery';
import { useHostOwner } from './useHostOwner';

type Dialog =
  | { kind: 'create' }
  | {
      kind: 'edit' | 'status' | 'price' | 'interruptible' | 'noGpu' | 'partner' | 'outages';
      host: FleetHost;
    };

const STATUS_COLORS = { online: 'green', maintenance: 'orange', offline: 'default' } as const;
const PAGE_SIZES = [20, 50, 100];

/** /ops/hosts (fleet): every host with filters; adding, editing, status, price and partner changes. */
export function HostsPage() {
  const { t } = useTranslation('opsFleet');
  const [filters, setFilters] = useState<HostFilters>(NO_HOST_FILTERS);
  const [page, setPage] = useState({ current: 1, size: PAGE_SIZES[0] ?? 20 });
  const list = useHosts(hostQueryOf(filters, page.current, page.size));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const owner = useHostOwner();

  const columns: TableColumnsType<FleetHost> = [
    { key: 'name', title: t('hosts.columns.name'), dataIndex: 'Name' },
    {
      key: 'region',
      title: t('hosts.columns.region'),
      render: (_, host) => `${host.RegionNameEn} (${host.Region})`,
    },
    {
      key: 'kind',
      title: t('hosts.columns.kind'),
      render: (_, host) => `${t(`kinds.${host.Kind}`)} · ${t(`nodeClasses.${host.NodeClass}`)}`,
    },
    {
      key: 'gpus',
      title: t('hosts.columns.gpus'),
      render: (_, host) => `${host.GpuModel} ${host.GpuMemoryGb} GB · ${host.GpuFree} / ${host.GpuCount}`,
    },
    {
      key: 'specs',
      title: t('hosts.columns.specs'),
      render: (_, host) => t('hosts.specs', { count: host.CpuCoresPerGpu, memory: host.MemoryGbPerGpu }),
    },
    { key: 'price', title: t('hosts.columns.price'), render: (_, host) => formatYuan(host.PricePerGpuHour) },
    {
      key: 'interruptible',
      title: t('hosts.columns.interruptible'),
      render: (_, host) =>
        host.InterruptiblePricePerGpuHour === null
          ? t('hosts.interruptible.notOffered')
          : formatYuan(host.InterruptiblePricePerGpuHour),
    },
    {
      key: 'noGpu',
      title: t('hosts.columns.noGpu'),
      render: (_, host) =>
        host.NoGpuPricePerHour === null ? t('hosts.noGpu.notOffered') : formatYuan(host.NoGpuPricePerHour),
    },
    {
      key: 'status',
      title: t('hosts.columns.status'),
      render: (_, host) => (
        <Space direction="vertical" size={4}>
          <Tag color={STATUS_COLORS[host.Status]}>{t(`statuses.${host.Status}`)}</Tag>
          {host.EngineLostAt && (
            <Tag color="red">{t('hosts.engineLost', { at: formatDateTime(host.EngineLostAt) })}</Tag>
          )}
        </Space>
      ),
    },
    {
      key: 'services',
      title: t('hosts.columns.services'),
      render: (_, host) => <HostServicesSwitch host={host} />,
    },
    { key: 'instances', title: t('hosts.columns.instances'), dataIndex: 'ActiveInstances' },
    { key: 'partner', title: t('hosts.columns.partner'), render: (_, host) => owner(host) },
    {
      key: 'actions',
      fixed: 'right',
      title: t('hosts.columns.actions'),
      render: (_, host) => (
        <Space size={0} wrap>
          {(['edit', 'status', 'price', 'interruptible', 'noGpu', 'partner', 'outages'] as const).map(
            (kind) => (
              <Button
                key={kind}
                type="link"
                aria-label={t(`hosts.actions.${kind}Of`, { name: host.Name })}
                onClick={() => setDialog({ kind, host })}
              >
                {t(`hosts.actions.${kind}`)}
              </Button>
            ),
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHead
        title={t('hosts.title')}
        intro={t('hosts.intro')}
        actions={
          <Button type="primary" onClick={() => setDialog({ kind: 'create' })}>
            {t('hosts.add')}
          </Button>
        }
      />
      <HostFilterBar
        value={filters}
        onApply={(next) => {
          setFilters(next);
          setPage((current) => ({ ...current, current: 1 }));
        }}
      />
      <Table<FleetHost>
        aria-label={t('hosts.tableLabel')}
        rowKey="Id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: list.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (count) => t('hosts.total', { count }),
          onChange: (current, size) => setPage({ current, size }),
        }}
        scroll={{ x: 'max-content' }}
      />
      {dialog?.kind === 'create' && <HostFormDialog onClose={close} />}
      {dialog?.kind === 'edit' && <HostFormDialog host={dialog.host} onClose={close} />}
      {dialog?.kind === 'status' && <HostStatusDialog host={dialog.host} onClose={close} />}
      {dialog?.kind === 'price' && <HostPriceDialog host={dialog.host} onClose={close} />}
      {dialog?.kind === 'interruptible' && (
        <HostInterruptiblePriceDialog host={dialog.host} onClose={close} />
      )}
      {dialog?.kind === 'noGpu' && <HostNoGpuPriceDialog host={dialog.host} onClose={close} />}
      {dialog?.kind === 'partner' && <HostPartnerDialog host={dialog.host} onClose={close} />}
      {dialog?.kind === 'outages' && <HostOutagesDialog host={dialog.host} onClose={close} />}
    </>
  );
}
