import type { ReactNode } from 'react';
import styles from './FactList.module.css';

export interface Fact {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * Labelled facts in one to three columns by the viewport's width, laid out by the stylesheet alone.
 * antd's Descriptions picks its columns in script after mounting, so a page the server painted
 * (which knows no viewport) showed three columns on a phone until the app replaced it (issue 43).
 */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.children}</dd>
        </div>
      ))}
    </dl>
  );
}
