import type { GpuCountSpec } from '@gpucloud/contracts';
import { Form, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './OrderPage.module.css';

/** GPU counts the host offers; counts above its free GPUs are disabled and say why. */
export function GpuCountField({ specs, free }: { specs: GpuCountSpec[]; free: number }) {
  const { t } = useTranslation('storeOrder');
  const labelId = useId();
  const someTaken = specs.some((spec) => !spec.Available);
  return (
    <Form.Item
      name="gpuCount"
      label={<span id={labelId}>{t('order.form.gpuCount')}</span>}
      rules={[{ required: true, message: t('order.form.gpuCountRequired') }]}
      extra={someTaken ? t('order.form.gpuTakenHint') : undefined}
    >
      <Radio.Group aria-labelledby={labelId} className={styles.countGrid}>
        {specs.map((spec) => (
          <Radio
            key={spec.GpuCount}
            value={spec.GpuCount}
            disabled={!spec.Available}
            className={styles.choice}
          >
            <span className={styles.choiceName}>{t('order.form.gpuOption', { count: spec.GpuCount })}</span>
            <span className={styles.choiceDetail}>
              {spec.Available
                ? t('order.form.gpuShape', { cpu: spec.CpuCores, memory: spec.MemoryGb })
                : t('order.form.gpuTaken', { free })}
            </span>
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}
