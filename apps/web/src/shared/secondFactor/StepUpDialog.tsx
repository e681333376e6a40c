import { secondFactorRoutes } from '@gpucloud/contracts';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { usePasskeyList } from '../passkeys/usePasskeyList';
import { type SecondFactorAnswer, SecondFactorForm } from './SecondFactorForm';

const loadPasskeyOptions = () => call(secondFactorRoutes.stepUpPasskeyOptions);

/**
 * The step-up dialog (StepUpHost opens it when a guarded call answers "step_up_required"): it takes
 * a code (or a recovery code, or one of the account's passkeys when it holds one), proves it at
 * /api/second_factor/step_up and says whether it did; closing it gives the refusal back to the caller.
 */
export function StepUpDialog({ onDone }: { onDone: (proven: boolean) => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Asked again each time the dialog opens (a passkey added or removed since counts); the list the
  // security page or an earlier dialog already has shows meanwhile, so the dialog does not change
  // under the reader's eyes when the answer comes.
  const passkeys = usePasskeyList({ askAgain: true });
  const hasPasskey = (passkeys.data?.list.length ?? 0) > 0;

  const answer = async (value: SecondFactorAnswer) => {
    setPending(true);
    try {
      await call(secondFactorRoutes.stepUp, value);
      onDone(true);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open
      title={t('secondFactor.stepUpTitle')}
      footer={null}
      destroyOnHidden
      onCancel={() => onDone(false)}
    >
      <p>{t(hasPasskey ? 'secondFactor.stepUpIntroPasskey' : 'secondFactor.stepUpIntro')}</p>
      <SecondFactorForm
        onAnswer={(value) => void answer(value)}
        pending={pending}
        error={error}
        passkeyOptions={hasPasskey ? loadPasskeyOptions : undefined}
      />
    </Modal>
  );
}
