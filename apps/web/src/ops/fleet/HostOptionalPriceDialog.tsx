import type { FleetHost } from '@gpucloud/contracts';
import { formatYuan } from '@gpucloud/domain';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog } from '../layout/useFormDialog';

/** The two optional prices of a host: no-GPU mode (issue 42) and interruptible GPUs (issue 44). */
export type OptionalPriceField = 'no_gpu_price_per_hour' | 'interruptible_price_per_gpu_hour';

type Values = Partial<Record<OptionalPriceField, string>>;

interface Props {
  host: FleetHost;
  onClose: () => void;
  field: OptionalPriceField;
  /** The i18n group of the dialog's texts (title, current, currentOff, emptyHint, invalid, when, submit, done, doneOff). */
  texts: 'hosts.noGpu' | 'hosts.interruptible';
  current: number | null;
  schema: z.ZodType;
  mutation: PriceMutation;
}

/** What the dialog asks of its hook's mutation, which answers the host's price now (null: not offered). */
interface PriceMutation {
  isPending: boolean;
  mutate(
    input: { host_id: number } & Values,
    options: { onSuccess: (price: number | null) => void; onError: (error: Error) => void },
  ): void;
}

/**
 * A host price that may be left empty to stop offering what it prices: the form, its rule (the
 * contract's own field schema) and the answer in the staff member's words.
 */
export function HostOptionalPriceDialog({ host, onClose, field, texts, current, schema, mutation }: Props) {
  const { t } = useTranslation('opsFleet');
  const { form, done } = useFormDialog<Values>([field], onClose);
  const name = host.Name;
  const submit = (values: Values) => {
    const typed = values[field]?.trim() ?? '';
    const input: { host_id: number } & Values = {
      host_id: host.Id,
      ...(typed === '' ? {} : { [field]: typed }),
    };
    mutation.mutate(
      input,
      done((price: number | null) =>
        price === null
          ? t(`${texts}.doneOff`, { name })
          : t(`${texts}.done`, { name, price: formatYuan(price) }),
      ),
    );
  };

  return (
    <FormDialog<Values>
      formId={`ops-fleet-host-${field.replaceAll('_', '-')}`}
      form={form}
      title={t(`${texts}.title`, { name })}
      cancelText={t('cancel')}
      okText={t(`${texts}.submit`)}
      pending={mutation.isPending}
      onClose={onClose}
      initialValues={{ [field]: current === null ? '' : formatYuan(current) }}
      intro={
        <p>
          {current === null
            ? t(`${texts}.currentOff`)
            : t(`${texts}.current`, { price: formatYuan(current) })}
        </p>
      }
      outro={<Alert type="info" showIcon title={t(`${texts}.when`)} />}
      onFinish={submit}
    >
      <Form.Item
        name={field}
        label={t(`hosts.fields.${field}`)}
        extra={t(`${texts}.emptyHint`)}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const typed = value?.trim() ?? '';
              if (typed === '' || schema.safeParse(typed).success) return;
              throw new Error(t(`${texts}.invalid`));
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
