import { GPU_WAIT_LIMITS, type GpuWaitMode } from '@gpucloud/contracts';
import { Button, Form, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WaitForGpuProps } from '../../../shared/slots';
import { useCreateGpuWait } from '../hooks';
import '../i18n';

interface WaitForm {
  wait_mode: GpuWaitMode;
  gpu_count: number;
  cap: number;
  image_id: number;
  days: number;
}

/**
 * The order page's "Wait for it" (issue 44): a dialog that opens a wait for this GPU model in any
 * region, pay as you go when it rents automatically, capped at the price the customer enters.
 */
export function WaitForGpu({ gpuModel, kind, maxGpus, priceYuan, images }: WaitForGpuProps) {
  const { t } = useTranslation('gpuWaits');
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [form] = Form.useForm<WaitForm>();
  const create = useCreateGpuWait();
  const mode = Form.useWatch('wait_mode', form);

  const submit = async (values: WaitForm) => {
    await create.mutateAsync({
      gpu_model: gpuModel,
      kind,
      cap: values.cap.toFixed(2),
      wait_mode: values.wait_mode,
      wait_hours: values.days * 24,
      gpu_count: values.gpu_count,
      image_id: values.image_id,
      mode: 'post_paid',
      count: 1,
    });
    setDone(true);
  };

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('dialog.open')}
      </Button>
      <Modal
        open={open}
        title={t('dialog.title', { model: gpuModel })}
        onCancel={() => setOpen(false)}
        okText={t('dialog.submit')}
        cancelText={t('dialog.cancel')}
        okButtonProps={{ loading: create.isPending, hidden: done }}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        {done ? (
          <Typography.Paragraph role="status">
            {t('dialog.done', { model: gpuModel })}{' '}
            <Link to="/console/gpu-waits">{t('dialog.seeWaits')}</Link>
          </Typography.Paragraph>
        ) : (
          <>
            <Typography.Paragraph>{t('dialog.body', { model: gpuModel })}</Typography.Paragraph>
            <Form<WaitForm>
              form={form}
              layout="vertical"
              onFinish={(values) => void submit(values).catch(() => undefined)}
              initialValues={{
                wait_mode: 'auto_rent',
                gpu_count: 1,
                cap: priceYuan,
                image_id: images[0]?.ImageId,
                days: GPU_WAIT_LIMITS.maxDays,
              }}
            >
              <Form.Item
                name="wait_mode"
                label={t('dialog.mode')}
                extra={mode === 'notify' ? t('dialog.notifyHelp') : t('dialog.autoRentHelp')}
              >
                <Radio.Group
                  options={[
                    { value: 'auto_rent', label: t('modes.auto_rent') },
                    { value: 'notify', label: t('modes.notify') },
                  ]}
                />
              </Form.Item>
              <Form.Item name="gpu_count" label={t('dialog.gpus')} rules={[{ required: true }]}>
                <InputNumber min={1} max={Math.min(8, maxGpus)} precision={0} />
              </Form.Item>
              <Form.Item name="cap" label={t('dialog.cap')} rules={[{ required: true }]}>
                <InputNumber min={0.01} max={100_000} step={0.01} precision={2} />
              </Form.Item>
              <Form.Item name="image_id" label={t('dialog.image')} rules={[{ required: true }]}>
                <Select options={images.map((image) => ({ value: image.ImageId, label: image.Label }))} />
              </Form.Item>
              <Form.Item name="days" label={t('dialog.days')} rules={[{ required: true }]}>
                <InputNumber min={1} max={GPU_WAIT_LIMITS.maxDays} precision={0} />
              </Form.Item>
            </Form>
          </>
        )}
      </Modal>
    </>
  );
}
