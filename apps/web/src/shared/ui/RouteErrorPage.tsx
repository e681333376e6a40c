import { WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadFailure, reloadAfterChunkFailure } from './chunkFailure';
import { MAIN_LANDMARK } from './mainLandmark';
import styles from './RouteErrorPage.module.css';

/** Last resort for a page that threw or a lazy chunk that failed to load (e.g. after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkFailed = isChunkLoadFailure(error);
  // Loading the page again is the only way to fetch a failed chunk: done once at once, then offered.
  useEffect(() => {
    if (chunkFailed) reloadAfterChunkFailure(sessionStorage, () => window.location.reload());
  }, [chunkFailed]);

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
