import { RENTAL_PERIODS } from '@gpucloud/domain';
import { InputNumber, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PeriodFields.module.css';

export type PrepaidMode = 'hourly' | 'daily' | 'monthly';
export const PREPAID_MODES: readonly PrepaidMode[] = ['hourly', 'daily', 'monthly'];

/** A count that stays inside the limits of its mode (SPEC §9: 1-23 h, 1-29 d, 1-12 months). */
export function clampCount(mode: PrepaidMode, count: number): number {
  const { min, max } = RENTAL_PERIODS[mode];
  return Math.min(max, Math.max(min, Math.trunc(count) || min));
}

/** A prepaid period: its unit and how many of them. */
export function PeriodFields({
  mode,
  count,
  onChange,
  modeLabel,
  countLabel,
  modes = PREPAID_MODES,
  showMode = true,
}: {
  mode: PrepaidMode;
  count: number;
  onChange: (mode: PrepaidMode, count: number) => void;
  modeLabel: string;
  countLabel: string;
  modes?: readonly PrepaidMode[];
  /** False when the mode was chosen elsewhere and only the length is asked here. */
  showMode?: boolean;
}) {
  const { t } = useTranslation('instances');
  const modeId = useId();
  const countId = useId();
  return (
    <div className={styles.fields}>
      {showMode && (
        <>
          <label htmlFor={modeId}>{modeLabel}</label>
          <Select
            id={modeId}
            value={mode}
            options={modes.map((value) => ({ value, label: t(`modes.${value}`) }))}
            onChange={(next: PrepaidMode) => onChange(next, clampCount(next, count))}
          />
        </>
      )}
      <label htmlFor={countId}>{countLabel}</label>
      <InputNumber
        id={countId}
        min={RENTAL_PERIODS[mode].min}
        max={RENTAL_PERIODS[mode].max}
        precision={0}
        value={count}
        suffix={t(`units.${mode}`)}
        onChange={(value) => value !== null && onChange(mode, clampCount(mode, value))}
        style={{ width: 140 }}
      />
    </div>
  );
}
