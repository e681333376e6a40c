import { WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { MAIN_LANDMARK } from './mainLandmark';
import styles from './RouteErrorPage.module.css';

/** Last resort for a page that threw or a lazy chunk that failed to load (e.g. after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkFailed = error instanceof TypeError && /import/i.test(error.message);

  return (
    <main {...MAIN_LANDMARK} className={styles.page}>
      <WarningOutlined className={styles.icon} aria-hidden />
      <h1 className={styles.title}>{chunkFailed ? t('errors.loadFailed') : t('errors.pageCrashed')}</h1>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </main>
  );
}
