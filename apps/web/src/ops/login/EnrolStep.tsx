import { Button, Form, Input } from 'antd';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from './CodeField';
import { groupedSecret, type LoginStep } from './loginFlow';
import styles from './OpsLoginPage.module.css';
import { StepError } from './StepError';
import { useSecondFactor } from './useSecondFactor';

// The wallet's QR drawing (qrcode-generator), loaded only when a key is enrolled.
const QrImage = lazy(async () => ({
  default: (await import('../../shared/ui/QrImage')).QrImage,
}));

/** First sign-in: the new key as a QR code and as text, confirmed by a code of the app. */
export function EnrolStep({
  challenge,
  secret,
  otpauthUri,
  onNext,
  onRestart,
}: {
  challenge: string;
  secret: string;
  otpauthUri: string;
  onNext: (next: LoginStep) => void;
  onRestart: (reason: string | null) => void;
}) {
  const { t } = useTranslation('ops');
  const secondFactor = useSecondFactor(challenge, { onNext, onRestart });
  const secretId = useId();

  return (
    <>
      <h2>{t('login.enrolTitle')}</h2>
      <p>{t('login.enrolIntro')}</p>
      <div className={styles.qr}>
        <Suspense fallback={<div className={styles.qrPlaceholder} />}>
          <QrImage value={otpauthUri} label={t('login.qrLabel')} size={184} />
        </Suspense>
      </div>
      <label htmlFor={secretId} className={styles.secretLabel}>
        {t('login.secretLabel')}
      </label>
      <Input id={secretId} readOnly value={groupedSecret(secret)} className={styles.secret} />
      <Form<{ code: string }>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => secondFactor.submit({ kind: 'code', value: values.code })}
      >
        <StepError message={secondFactor.error?.message} />
        <CodeField label={t('login.enrolCode')} />
        <Button type="primary" htmlType="submit" block loading={secondFactor.isPending}>
          {t('login.confirm')}
        </Button>
      </Form>
      <Button type="link" block onClick={() => onRestart(null)}>
        {t('login.back')}
      </Button>
    </>
  );
}
