import type { ReactNode } from 'react';
import styles from './Pill.module.css';

export type PillTone = 'blue' | 'orange' | 'gray' | 'gold';

/** A small label chip; cheaper than antd Tag on pages that must load fast (store, top bar). */
export function Pill({ tone = 'gray', children }: { tone?: PillTone; children: ReactNode }) {
  return <span className={`${styles.pill} ${styles[tone]}`}>{children}</span>;
}
