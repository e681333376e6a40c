import type { FleetHost, HostOutage } from '@gpucloud/contracts';
import { formatYuan } from '@gpucloud/domain';
import { Button, Modal, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { useToast } from '../../shared/ui/toast';
import { useHostOutages, useMarkHost } from './hooks';

/**
 * A host's outages (issue 44, point 5): when, why, the instances affected, the vouchers credited
 * and the pay-as-you-go minutes not charged; and the fleet role's "mark down" / "mark back up".
 */
export function HostOutagesDialog({ host, onClose }: { host: FleetHost; onClose: () => void }) {
  const { t } = useTranslation('opsFleet');
  const toast = useToast();
  const list = useHostOutages(host.Id);
  const markDown = useMarkHost(host.Id, 'down');
  const markUp = useMarkHost(host.Id, 'up');
  const outages = list.data ?? [];
  const isDown = outages.some((outage) => outage.EndedAt === null);
  const name = host.Name;

  const columns: TableColumnsType<HostOutage> = [
    { key: 'start', title: t('outages.columns.start'), render: (_, o) => formatDateTime(o.StartedAt) },
    {
      key: 'end',
      title: t('outages.columns.end'),
      render: (_, o) =>
        o.EndedAt ? formatDateTime(o.EndedAt) : <Tag color="red">{t('outages.ongoing')}</Tag>,
    },
    { key: 'cause', title: t('outages.columns.cause'), render: (_, o) => t(`outages.causes.${o.Cause}`) },
    { key: 'instances', title: t('outages.columns.instances'), dataIndex: 'Instances' },
    {
      key: 'vouchers',
      title: t('outages.columns.vouchers'),
      render: (_, o) => (o.SettledAt ? formatYuan(o.CreditedVouchers) : t('outages.pending')),
    },
    {
      key: 'minutes',
      title: t('outages.columns.minutes'),
      render: (_, o) => (o.SettledAt ? o.UnchargedMinutes : t('outages.pending')),
    },
  ];

  return (
    <Modal
      open
      title={t('outages.title', { name })}
      footer={null}
      onCancel={onClose}
      width={1040}
      destroyOnHidden
    >
      <p>{t('outages.intro')}</p>
      <Space style={{ marginBottom: 12 }}>
        {isDown ? (
          <Button
            type="primary"
            loading={markUp.isPending}
            onClick={() =>
              markUp.mutate(undefined, { onSuccess: () => toast.success(t('outages.upDone', { name })) })
            }
          >
            {t('outages.markUp')}
          </Button>
        ) : (
          <Button
            danger
            loading={markDown.isPending}
            onClick={() =>
              markDown.mutate(undefined, { onSuccess: () => toast.success(t('outages.downDone', { name })) })
            }
          >
            {t('outages.markDown')}
          </Button>
        )}
      </Space>
      <Table<HostOutage>
        aria-label={t('outages.tableLabel', { name })}
        rowKey="Id"
        size="small"
        columns={columns}
        dataSource={outages}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Modal>
  );
}
