import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styles from './OpsLayout.module.css';

export function OpsNotFound() {
  const { t } = useTranslation('ops');
  const { pathname } = useLocation();
  return (
    <>
      <title>{`${t('notFound.title')} · ${t('appName')}`}</title>
      <Result
        status="404"
        title={<h1 className={styles.resultTitle}>{t('notFound.title')}</h1>}
        subTitle={t('notFound.subtitle', { path: pathname })}
      />
    </>
  );
}
