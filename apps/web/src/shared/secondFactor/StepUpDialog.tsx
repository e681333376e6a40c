import { secondFactorRoutes } from '@gpucloud/contracts';
import { Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { configureApiClient } from '../../api/client';
import { type SecondFactorAnswer, SecondFactorForm } from './SecondFactorForm';

/**
 * The one place a guarded call's "step_up_required" is answered: the API client asks this dialog,
 * which takes a code (or a recovery code), proves it at /api/second_factor/step_up and tells the
 * client to retry the call; closing it gives the refusal back to the caller.
 */
export function StepUpDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const settle = useRef<((proven: boolean) => void) | null>(null);

  useEffect(() => {
    configureApiClient({
      onStepUpRequired: () =>
        new Promise<boolean>((resolve) => {
          settle.current?.(false);
          settle.current = resolve;
          setError(null);
          setOpen(true);
        }),
    });
    return () => configureApiClient({ onStepUpRequired: async () => false });
  }, []);

  const finish = (proven: boolean) => {
    settle.current?.(proven);
    settle.current = null;
    setOpen(false);
  };

  const answer = async (value: SecondFactorAnswer) => {
    setPending(true);
    try {
      await call(secondFactorRoutes.stepUp, value);
      finish(true);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('secondFactor.stepUpTitle')}
      footer={null}
      destroyOnHidden
      onCancel={() => finish(false)}
    >
      <p>{t('secondFactor.stepUpIntro')}</p>
      <SecondFactorForm onAnswer={(value) => void answer(value)} pending={pending} error={error} />
    </Modal>
  );
}
