import { useId } from 'react';
import styles from './ChoiceButtons.module.css';

export interface Choice {
  value: string;
  label: string;
}

type GroupName = { 'aria-label': string } | { 'aria-labelledby': string };

/**
 * A radio group drawn as a row of small toggle buttons, made of native radios: arrows move the
 * choice, a screen reader hears a radio group. The store's first load uses it instead of antd's
 * Radio, which brings antd's whole form engine (~15 KB gzip) into the store's budget (250 KB).
 */
export function ChoiceButtons({
  choices,
  value,
  onChange,
  spaced = false,
  className,
  ...name
}: GroupName & {
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  /** Separate buttons with gaps instead of one joined bar. */
  spaced?: boolean;
  className?: string;
}) {
  const inputName = useId();
  const groupClass = [styles.group, spaced ? styles.spaced : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div role="radiogroup" className={groupClass} {...name}>
      {choices.map((choice) => {
        const checked = choice.value === value;
        return (
          <label
            key={choice.value}
            className={checked ? `${styles.choice} ${styles.checked}` : styles.choice}
          >
            <input
              type="radio"
              className={styles.input}
              name={inputName}
              value={choice.value}
              checked={checked}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        );
      })}
    </div>
  );
}
