import { HOST_STATUSES, INSTANCE_KINDS } from '@gpucloud/contracts';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './FleetPage.module.css';
import { useRegions } from './hooks';
import { type HostFilters, NO_HOST_FILTERS } from './hostQuery';

/** Region, status, kind, GPU model and part of the name; applied on Search, cleared by Reset. */
export function HostFilterBar({
  value,
  onApply,
}: {
  value: HostFilters;
  onApply: (filters: HostFilters) => void;
}) {
  const { t } = useTranslation('opsFleet');
  const [form] = Form.useForm<HostFilters>();
  const regions = useRegions();
  const any = (label: string) => [{ value: '', label }];

  return (
    <Form<HostFilters>
      form={form}
      layout="vertical"
      initialValues={value}
      onFinish={(values) => onApply({ ...NO_HOST_FILTERS, ...values })}
      className={styles.filters}
      aria-label={t('hosts.filtersLabel')}
    >
      <Form.Item name="region" label={t('hosts.fields.region_id')}>
        <Select
          className={styles.filterSelect}
          loading={regions.isPending}
          options={[
            ...any(t('hosts.anyRegion')),
            ...(regions.data ?? []).map((region) => ({ value: String(region.Id), label: region.NameEn })),
          ]}
        />
      </Form.Item>
      <Form.Item name="status" label={t('hosts.columns.status')}>
        <Select
          className={styles.filterSelect}
          options={[
            ...any(t('hosts.anyStatus')),
            ...HOST_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          ]}
        />
      </Form.Item>
      <Form.Item name="kind" label={t('hosts.fields.kind')}>
        <Select
          className={styles.filterSelect}
          options={[
            ...any(t('hosts.anyKind')),
            ...INSTANCE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
          ]}
        />
      </Form.Item>
      <Form.Item name="gpuModel" label={t('hosts.fields.gpu_model')}>
        <Input allowClear maxLength={60} />
      </Form.Item>
      <Form.Item name="name" label={t('hosts.fields.name')}>
        <Input allowClear maxLength={60} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('hosts.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.setFieldsValue(NO_HOST_FILTERS);
            onApply(NO_HOST_FILTERS);
          }}
        >
          {t('hosts.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
