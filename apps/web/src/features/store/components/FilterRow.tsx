import { useId } from 'react';
import { ChoiceButtons } from '../../../shared/ui/ChoiceButtons';
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
      <ChoiceButtons
        aria-labelledby={labelId}
        spaced
        className={styles.options}
        choices={options}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
