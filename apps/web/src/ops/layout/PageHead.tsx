import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import styles from './PageHead.module.css';

/** A console page's heading, its one-line intro and its main actions; also the document title. */
export function PageHead({
  title,
  intro,
  actions,
}: {
  title: string;
  intro: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('ops');
  return (
    <>
      <title>{`${title} · ${t('appName')}`}</title>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{intro}</p>
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </>
  );
}
