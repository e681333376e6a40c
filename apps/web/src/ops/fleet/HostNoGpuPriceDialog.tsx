import { type FleetHost, hostSetNoGpuPriceRequest } from '@gpucloud/contracts';
import { formatYuan } from '@gpucloud/domain';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog } from '../layout/useFormDialog';
import { useSetHostNoGpuPrice } from './hooks';

interface Values {
  no_gpu_price_per_hour: string;
}
const FIELDS = ['no_gpu_price_per_hour'] as const;
const priceField = hostSetNoGpuPriceRequest.shape.no_gpu_price_per_hour;

/**
 * No-GPU mode on a host (issue 42): the price per hour of an instance started without its GPUs, or
 * an empty field to stop offering it; running no-GPU instances keep the price they started at.
 */
export function HostNoGpuPriceDialog({ host, onClose }: { host: FleetHost; onClose: () => void }) {
  const { t } = useTranslation('opsFleet');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const setPrice = useSetHostNoGpuPrice();
  const name = host.Name;
  const current = host.NoGpuPricePerHour;
  const submit = (values: Values) => {
    const typed = values.no_gpu_price_per_hour?.trim() ?? '';
    setPrice.mutate(
      { host_id: host.Id, ...(typed === '' ? {} : { no_gpu_price_per_hour: typed }) },
      done((answer) =>
        answer.NoGpuPricePerHour === null
          ? t('hosts.noGpu.doneOff', { name })
          : t('hosts.noGpu.done', { name, price: formatYuan(answer.NoGpuPricePerHour) }),
      ),
    );
  };

  return (
    <FormDialog<Values>
      formId="ops-fleet-host-no-gpu-price"
      form={form}
      title={t('hosts.noGpu.title', { name })}
      cancelText={t('cancel')}
      okText={t('hosts.noGpu.submit')}
      pending={setPrice.isPending}
      onClose={onClose}
      initialValues={{ no_gpu_price_per_hour: current === null ? '' : formatYuan(current) }}
      intro={
        <p>
          {current === null
            ? t('hosts.noGpu.currentOff')
            : t('hosts.noGpu.current', { price: formatYuan(current) })}
        </p>
      }
      outro={<Alert type="info" showIcon title={t('hosts.noGpu.when')} />}
      onFinish={submit}
    >
      <Form.Item
        name="no_gpu_price_per_hour"
        label={t('hosts.fields.no_gpu_price_per_hour')}
        extra={t('hosts.noGpu.emptyHint')}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const typed = value?.trim() ?? '';
              if (typed === '' || priceField.safeParse(typed).success) return;
              throw new Error(t('hosts.noGpu.invalid'));
            },
          },
        ]}
        validateFirst
      >
        <Input inputMode="decimal" autoComplete="off" autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
