import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../shared/instances/i18n';
import { useUserServices } from './hooks';

type Row = NonNullable<ReturnType<typeof useUserServices>['data']>['list'][number];

/** A customer's service addresses (issue 40): seen by support, never opened (that takes the customer's session). */
export function UserServices({ userId }: { userId: number }) {
  const { t } = useTranslation('opsUsers');
  const { t: tInstances } = useTranslation('instances');
  const services = useUserServices(userId);
  const columns: TableColumnsType<Row> = [
    {
      key: 'instance',
      title: t('services.instance'),
      render: (_, row) => `${row.InstanceName} (${tInstances(`statuses.${row.InstanceStatus}`)})`,
    },
    {
      key: 'service',
      title: t('services.service'),
      render: (_, row) => {
        if (row.Service === 'custom') return t('services.custom');
        if (row.Service === 'template_port') return t('services.templatePort', { port: row.Port });
        return t(`services.kinds.${row.Service}`);
      },
    },
    { key: 'address', title: t('services.address'), render: (_, row) => <code>{row.Url}</code> },
    {
      key: 'state',
      title: t('services.state'),
      render: (_, row) => t(`services.states.${row.PluginState}`),
    },
  ];
  return (
    <section aria-labelledby="user-services-title">
      <h3 id="user-services-title">{t('services.title')}</h3>
      <p>{t('services.intro')}</p>
      <Table<Row>
        size="small"
        rowKey={(row) => `${row.InstanceId}-${row.Service}`}
        columns={columns}
        dataSource={services.data?.list ?? []}
        loading={services.isPending}
        pagination={false}
        locale={{ emptyText: t('services.none') }}
      />
    </section>
  );
}
