import { type FleetHost, hostSetPriceRequest } from '@gpucloud/contracts';
import { formatYuan } from '@gpucloud/domain';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../shared/forms/zodRules';
import { useToast } from '../../shared/ui/toast';
import { useServerFieldErrors } from '../staff/useServerFieldErrors';
import { useSetHostPrice } from './hooks';

interface Values {
  price_per_gpu_hour: string;
}
const FIELDS = ['price_per_gpu_hour'] as const;
const FORM_ID = 'ops-fleet-host-price';

/** A new list price per GPU-hour, with when it takes effect said before it is sent. */
export function HostPriceDialog({ host, onClose }: { host: FleetHost; onClose: () => void }) {
  const { t } = useTranslation('opsFleet');
  const [form] = Form.useForm<Values>();
  const zodRules = useZodRules();
  const toast = useToast();
  const setPrice = useSetHostPrice();
  const showOnFields = useServerFieldErrors(form, FIELDS);
  const name = host.Name;

  const submit = (values: Values) =>
    setPrice.mutate(
      { host_id: host.Id, price_per_gpu_hour: values.price_per_gpu_hour },
      {
        onSuccess: (answer) => {
          toast.success(t('hosts.price.done', { name, price: formatYuan(answer.PricePerGpuHour) }));
          onClose();
        },
        onError: showOnFields,
      },
    );

  return (
    <Modal
      open
      title={t('hosts.price.title', { name })}
      onCancel={onClose}
      cancelText={t('cancel')}
      okText={t('hosts.price.submit')}
      okButtonProps={{ loading: setPrice.isPending, htmlType: 'submit', form: FORM_ID }}
      destroyOnHidden
    >
      <p>{t('hosts.price.current', { price: formatYuan(host.PricePerGpuHour) })}</p>
      <Form<Values> id={FORM_ID} form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="price_per_gpu_hour"
          label={t('hosts.fields.price_per_gpu_hour')}
          rules={zodRules(hostSetPriceRequest.shape.price_per_gpu_hour, {
            label: t('hosts.fields.price_per_gpu_hour'),
            name: t('hosts.fields.price_per_gpu_hourName'),
          })}
          validateFirst
        >
          <Input inputMode="decimal" autoComplete="off" autoFocus />
        </Form.Item>
      </Form>
      <Alert type="info" showIcon title={t('hosts.price.when')} />
    </Modal>
  );
}
