import { Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Filters.module.css';

/** From and to days as native date inputs: labelled, keyboard friendly, no date-picker weight. */
export function DayRangeFields({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (next: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={fromId}>{t('finance.filters.from')}</label>
        <Input
          id={fromId}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ from: event.target.value, to })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={toId}>{t('finance.filters.to')}</label>
        <Input
          id={toId}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ from, to: event.target.value })}
        />
      </div>
    </>
  );
}
