import { Alert, Button, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isAttemptsLimit } from '../checks';
import type { FaceCheck } from '../hooks';
import { CheckPageLink } from './CheckPageLink';
import { ErrorAlert } from './ErrorAlert';
import styles from './Verification.module.css';

// The wallet's QR drawing (qrcode-generator), loaded only once a face check waits for a phone.
const QrImage = lazy(async () => ({ default: (await import('../../../shared/ui/QrImage')).QrImage }));

const QR_SIZE = 168;

/**
 * The face check: started here, done on a phone (the QR code, or the link on this device), followed
 * until decided. A refusal may be tried again until today's attempts are used (102252).
 */
export function FaceCheckPanel({ face }: { face: FaceCheck }) {
  const { t } = useTranslation('verification');
  const { begin, check, readError } = face;
  const limited = isAttemptsLimit(begin.error);

  if (check?.status === 'passed') {
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        className={styles.alert}
        title={t('personal.facePassed')}
      />
    );
  }

  if (check?.status === 'pending') {
    return (
      <div className={styles.face}>
        {check.url && (
          <Suspense fallback={<Spin />}>
            <QrImage value={check.url} label={t('personal.faceQr')} size={QR_SIZE} />
          </Suspense>
        )}
        <div>
          <p role="status" className={styles.pending}>
            <Spin size="small" />
            <span>{t('personal.faceWaiting')}</span>
          </p>
          <CheckPageLink url={check.url} />
          <ErrorAlert error={readError} title={t('personal.faceRefused')} />
        </div>
      </div>
    );
  }

  const refused = check?.status === 'refused';
  return (
    <>
      {refused && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className={styles.alert}
          title={t('personal.faceRefused')}
          description={check.reason}
        />
      )}
      <ErrorAlert error={begin.error} title={t('personal.faceRefused')} />
      <Button type="primary" loading={begin.isPending} disabled={limited} onClick={() => begin.mutate()}>
        {refused ? t('personal.tryAgain') : t('personal.startFace')}
      </Button>
    </>
  );
}
