import { Alert, Button, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n';
import type { QrFlowState } from './qrFlow';
import styles from './WechatQrPanel.module.css';

// The wallet's QR drawing (qrcode-generator), loaded only once a code is shown.
const QrImage = lazy(async () => ({ default: (await import('../ui/QrImage')).QrImage }));

/**
 * A WeChat QR code as it stands: the code with a link to the same confirm page (for a person
 * without a phone, and for the tests), what the phone did so far, and what to do when it expired.
 */
export function WechatQrPanel({ state, onRefresh }: { state: QrFlowState; onRefresh: () => void }) {
  const { t } = useTranslation('wechat');
  const showsCode = state.url !== null && (state.phase === 'waiting' || state.phase === 'scanned');

  return (
    <div className={styles.panel}>
      <div className={styles.qr} aria-busy={state.phase === 'loading'}>
        {showsCode && state.url ? (
          <Suspense fallback={<Spin />}>
            <QrImage value={state.url} label={t('qr.label')} size={184} />
          </Suspense>
        ) : state.phase === 'expired' || state.phase === 'failed' ? (
          <div className={styles.over}>
            <strong>{state.phase === 'failed' ? t('qr.failed') : t('qr.expired')}</strong>
            {state.notReady ? null : (
              <Button type="primary" onClick={onRefresh}>
                {t('qr.refresh')}
              </Button>
            )}
          </div>
        ) : state.phase === 'confirmed' ? (
          <strong>{t('qr.confirmed')}</strong>
        ) : (
          <Spin description={t('qr.loading')} />
        )}
      </div>
      {state.notReady && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('qr.notReady')}
          description={state.phase === 'loading' || state.phase === 'expired' ? t('qr.renewing') : undefined}
        />
      )}
      {showsCode && state.url && (
        <>
          <p role="status" className={styles.status}>
            <Spin size="small" /> {state.phase === 'scanned' ? t('qr.scanned') : t('qr.waiting')}
          </p>
          <a href={state.url} target="_blank" rel="noopener noreferrer">
            {t('qr.openSandbox')}
          </a>
        </>
      )}
    </div>
  );
}
