import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PageTitle.module.css';

/** A console page's document title and h1, with an optional line under it. */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <title>{`${title} · ${t('common.appName')}`}</title>
      <h1 className={styles.title}>{title}</h1>
      {children && <p className={styles.subtitle}>{children}</p>}
    </header>
  );
}
