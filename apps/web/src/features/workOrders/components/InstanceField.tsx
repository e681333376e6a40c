import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../../shared/instances/i18n';
import { useNameableInstances } from '../hooks';
import { instanceOptions } from '../instanceOptions';

/**
 * The instance a ticket concerns: "none, or I no longer have it", then the caller's instances (a
 * main account's include its sub-accounts'), newest first, released ones marked; the value is the
 * instance name, which `resource_id` takes.
 */
export function InstanceField({ id }: { id: string }) {
  const { t } = useTranslation('workOrders');
  const { t: tInstances } = useTranslation('instances');
  const instances = useNameableInstances();
  const options = instanceOptions(instances.data ?? [], {
    none: t('submit.noInstance'),
    released: t('submit.released'),
    status: (status) => tInstances(`statuses.${status}`),
  });

  return (
    <Form.Item
      name="resource_id"
      label={t('submit.resource')}
      htmlFor={id}
      extra={t('submit.resourceHint')}
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
      />
    </Form.Item>
  );
}
