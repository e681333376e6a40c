import { Radio } from 'antd';
import { useId } from 'react';
import styles from './StoreFilterBar.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

/** One labelled row of toggle buttons ("Region: All | North China | ..."), a real radio group. */
export function FilterRow({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: FilterOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const labelId = useId();
  return (
    <div className={styles.row}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <Radio.Group
        aria-labelledby={labelId}
        optionType="button"
        buttonStyle="solid"
        size="small"
        className={styles.options}
        options={options}
        value={value}
        onChange={(event) => onChange(String(event.target.value))}
      />
    </div>
  );
}
