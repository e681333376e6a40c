import { Input, Select } from 'antd';
import { useId } from 'react';
import styles from './Catalog.module.css';

/** A labelled filter select: "any" first, then the options the server lists. */
export function FilterSelect({
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string | undefined;
  options: string[];
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterLabel}>
        {label}
      </label>
      <Select
        id={id}
        aria-label={label}
        value={value ?? ''}
        onChange={(next: string) => onChange(next || undefined)}
        options={[
          { value: '', label: anyLabel },
          ...options.map((option) => ({ value: option, label: option })),
        ]}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}

/** The labelled search box of a catalogue page; searching sends the typed text. */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onSearch: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterLabel}>
        {label}
      </label>
      <Input.Search
        id={id}
        key={value ?? ''}
        defaultValue={value}
        placeholder={placeholder}
        allowClear
        enterButton={label}
        onSearch={(text) => onSearch(text.trim() || undefined)}
      />
    </div>
  );
}

/** `?page=` as a page number, 1 when missing or not a positive integer. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Sets one query parameter (removing it when empty) and goes back to the first page. */
export function withParam(params: URLSearchParams, name: string, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  if (name !== 'page') next.delete('page');
  return next;
}
