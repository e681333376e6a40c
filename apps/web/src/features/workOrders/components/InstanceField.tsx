import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInstances } from '../../instances/hooks';
import '../../instances/i18n';

/** Enough for any one customer's instances; the picker searches within them. */
const INSTANCE_PAGE = { page: 1, page_size: 100 } as const;

/**
 * The instance a ticket concerns: the caller's instances (a main account's include its
 * sub-accounts'), newest first; the value is the instance name, which `resource_id` takes.
 */
export function InstanceField({ id }: { id: string }) {
  const { t } = useTranslation('workOrders');
  const { t: tInstances } = useTranslation('instances');
  const instances = useInstances(INSTANCE_PAGE);
  const options = (instances.data?.data ?? []).map((row) => ({
    value: row.Name,
    label: `${row.Name} · ${row.GpuModel} × ${row.GpuCount} · ${tInstances(`statuses.${row.Status}`)}`,
  }));

  return (
    <Form.Item
      name="resource_id"
      label={t('submit.resource')}
      htmlFor={id}
      rules={[{ required: true, message: t('submit.resourcePlaceholder') }]}
      validateStatus={instances.isError ? 'error' : undefined}
      help={instances.isError ? t('submit.instancesLoadFailed') : undefined}
    >
      <Select
        id={id}
        showSearch={{ optionFilterProp: 'label' }}
        loading={instances.isPending}
        placeholder={t('submit.resourcePlaceholder')}
        options={options}
        notFoundContent={instances.isPending ? undefined : t('submit.noInstances')}
      />
    </Form.Item>
  );
}
