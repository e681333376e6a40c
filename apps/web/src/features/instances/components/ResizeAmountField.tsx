import { InputNumber, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MachineField } from '../resize';
import styles from './ResizeFields.module.css';

interface Limits {
  min: number;
  max: number;
  current: number;
}

/**
 * The new value of one resource: GPUs as the counts the host can give, vCPUs and memory as a number
 * between its GPUs' share and what the host has spare.
 */
export function ResizeAmountField({
  field,
  limits,
  value,
  spare,
  onChange,
}: {
  field: MachineField;
  limits: Limits;
  value: number | null;
  /** What the host has spare beside the instance, for vCPUs and memory. */
  spare: number | null;
  onChange: (value: number | null) => void;
}) {
  const { t } = useTranslation('instances');
  const id = useId();
  const label = t(`resize.fields.${field}`);
  if (field === 'gpuCount') {
    const counts = Array.from({ length: limits.max - limits.min + 1 }, (_, index) => limits.min + index);
    return (
      <div className={styles.row}>
        <span id={id} className={styles.label}>
          {label}
        </span>
        <Radio.Group
          aria-labelledby={id}
          value={value}
          onChange={(event) => onChange(event.target.value as number)}
          options={counts.map((count) => ({ value: count, label: String(count) }))}
          optionType="button"
          buttonStyle="solid"
        />
        <p className={styles.hint}>{t('resize.gpuHint', { current: limits.current, max: limits.max })}</p>
      </div>
    );
  }
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <InputNumber
        id={id}
        min={limits.min}
        max={limits.max}
        precision={0}
        value={value}
        suffix={t(`resize.units.${field}`)}
        onChange={(next) => onChange(next)}
        style={{ width: 160 }}
      />
      <p className={styles.hint}>
        {t('resize.rangeHint', { min: limits.min, max: limits.max, current: limits.current })}
        {spare !== null && ` ${t('resize.spareHint', { spare })}`}
      </p>
    </div>
  );
}
