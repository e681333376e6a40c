import { type FleetHost, hostSetPriceRequest } from '@gpucloud/contracts';
import { formatYuan } from '@gpucloud/domain';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import { useSetHostPrice } from './hooks';

interface Values {
  price_per_gpu_hour: string;
}
const FIELDS = ['price_per_gpu_hour'] as const;

/** A new list price per GPU-hour, with when it takes effect said before it is sent. */
export function HostPriceDialog({ host, onClose }: { host: FleetHost; onClose: () => void }) {
  const { t } = useTranslation('opsFleet');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const rules = useSchemaRules(hostSetPriceRequest.shape, FIELDS, t, 'hosts.fields');
  const setPrice = useSetHostPrice();
  const name = host.Name;
  const submit = (values: Values) =>
    setPrice.mutate(
      { host_id: host.Id, price_per_gpu_hour: values.price_per_gpu_hour },
      done((answer) => t('hosts.price.done', { name, price: formatYuan(answer.PricePerGpuHour) })),
    );

  return (
    <FormDialog<Values>
      formId="ops-fleet-host-price"
      form={form}
      title={t('hosts.price.title', { name })}
      cancelText={t('cancel')}
      okText={t('hosts.price.submit')}
      pending={setPrice.isPending}
      onClose={onClose}
      intro={<p>{t('hosts.price.current', { price: formatYuan(host.PricePerGpuHour) })}</p>}
      outro={<Alert type="info" showIcon title={t('hosts.price.when')} />}
      onFinish={submit}
    >
      <Form.Item
        name="price_per_gpu_hour"
        label={t('hosts.fields.price_per_gpu_hour')}
        rules={rules('price_per_gpu_hour')}
        validateFirst
      >
        <Input inputMode="decimal" autoComplete="off" autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
