import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRouteMeta } from '../routing/handle';
import styles from './NotAvailableYetPage.module.css';

/** The one page every not-yet-built route shows: its real title and an honest empty state. */
export function NotAvailableYetPage() {
  const { t } = useTranslation();
  const { title } = useRouteMeta();
  const { pathname } = useLocation();
  const heading = title ? t(`shell.pages.${title}`) : t('shell.notAvailable.title');

  return (
    <>
      <title>{`${heading} · ${t('common.appName')}`}</title>
      <h1 className={styles.title}>{heading}</h1>
      <section className={styles.state} aria-labelledby="not-available-title">
        <ClockCircleOutlined className={styles.icon} aria-hidden />
        <h2 id="not-available-title" className={styles.stateTitle}>
          {t('shell.notAvailable.title')}
        </h2>
        <p className={styles.body}>{t('shell.notAvailable.body')}</p>
        {!pathname.includes('console') && <Link to="/store">{t('common.backToStore')}</Link>}
      </section>
    </>
  );
}
