import { Select } from 'antd';
import { useId } from 'react';
import styles from './Filters.module.css';

/** A labelled filter select; the empty value means "all". */
export function SelectField<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | '';
  options: { value: T | ''; label: string }[];
  onChange: (value: T | '') => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <Select id={id} value={value} options={options} onChange={onChange} popupMatchSelectWidth={false} />
    </div>
  );
}
