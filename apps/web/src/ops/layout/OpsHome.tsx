import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useOpsMe } from '../hooks';
import { menuFor } from '../menu';
import styles from './OpsLayout.module.css';

/** /ops opens the member's first page; a role with none yet is told so. */
export function OpsHome() {
  const { t } = useTranslation('ops');
  const { data: me } = useOpsMe();
  if (!me) return null;
  const first = menuFor(me.Role)[0];
  if (first) return <Navigate to={first.path} replace />;
  const role = t(`roles.${me.Role}`);
  return (
    <>
      <title>{t('appName')}</title>
      <Result
        status="info"
        title={<h1 className={styles.resultTitle}>{t('home.title', { name: me.Name })}</h1>}
        subTitle={t('home.noPages', { role })}
      />
    </>
  );
}
