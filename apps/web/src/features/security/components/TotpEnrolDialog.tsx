import { secondFactorRoutes } from '@gpucloud/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { securityKeys } from '../hooks';

// The wallet's QR drawing (qrcode-generator), loaded only when a key is enrolled.
const QrImage = lazy(async () => ({ default: (await import('../../../shared/ui/QrImage')).QrImage }));

type Step =
  | { kind: 'starting' }
  | { kind: 'scan'; secret: string; uri: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'failed'; message: string };

/**
 * Sets up TOTP: a new key as a QR code and as text, confirmed by a first code of the app; then the
 * 10 recovery codes, shown this once.
 */
export function TotpEnrolDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('security');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'starting' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const secretId = useId();

  useEffect(() => {
    call(secondFactorRoutes.totpEnrolStart)
      .then((data) => setStep({ kind: 'scan', secret: data.Secret, uri: data.OtpauthUri }))
      .catch((caught: Error) => setStep({ kind: 'failed', message: caught.message }));
  }, []);

  const confirm = async ({ code }: { code: string }) => {
    setPending(true);
    try {
      const data = await call(secondFactorRoutes.totpEnrolConfirm, { code: code.trim() });
      setStep({ kind: 'codes', codes: data.RecoveryCodes });
      await queryClient.invalidateQueries({ queryKey: securityKeys.secondFactor() });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal open title={t('secondFactor.enrolTitle')} footer={null} onCancel={onClose} destroyOnHidden>
      {step.kind === 'failed' && <Alert type="error" showIcon title={step.message} />}
      {step.kind === 'scan' && (
        <>
          <p>{t('secondFactor.enrolIntro')}</p>
          {/* A block of its own: the key's label starts a line below the code, not beside it. */}
          <div style={{ marginBottom: 12 }}>
            <Suspense fallback={<div style={{ height: 184 }} />}>
              <QrImage value={step.uri} label={t('secondFactor.qrLabel')} size={184} />
            </Suspense>
          </div>
          <label htmlFor={secretId} style={{ display: 'block', marginBottom: 8 }}>
            {t('secondFactor.secretLabel')}
          </label>
          <Input id={secretId} readOnly value={step.secret} style={{ marginBottom: 16 }} />
          <Form<{ code: string }>
            layout="vertical"
            requiredMark={false}
            onFinish={(values) => void confirm(values)}
          >
            {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
            <Form.Item
              label={t('secondFactor.firstCode')}
              name="code"
              rules={[{ required: true, pattern: /^\d{6}$/, message: t('secondFactor.codeInvalid') }]}
            >
              <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={pending}>
              {t('secondFactor.confirm')}
            </Button>
          </Form>
        </>
      )}
      {step.kind === 'codes' && (
        <>
          <Alert type="success" showIcon title={t('secondFactor.enabled')} style={{ marginBottom: 16 }} />
          <p>{t('secondFactor.codesIntro')}</p>
          <ul aria-label={t('secondFactor.codesLabel')} style={{ fontFamily: 'monospace', columns: 2 }}>
            {step.codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Button type="primary" block onClick={onClose}>
            {t('secondFactor.done')}
          </Button>
        </>
      )}
    </Modal>
  );
}
