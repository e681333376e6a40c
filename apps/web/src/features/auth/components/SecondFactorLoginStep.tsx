import { type SecondFactorChallenge, secondFactorRoutes } from '@gpucloud/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { type SecondFactorAnswer, SecondFactorForm } from '../../../shared/secondFactor/SecondFactorForm';
import { useSessionOpener } from '../hooks';

/** The sign-in's second step (issue 46): a code of the authenticator app, a recovery code, or a passkey. */
export function SecondFactorLoginStep({
  challenge,
  onBack,
}: {
  challenge: SecondFactorChallenge;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const openSession = useSessionOpener();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const answer = async (value: SecondFactorAnswer) => {
    setPending(true);
    try {
      const login = await call(secondFactorRoutes.loginSecondFactor, {
        challenge: challenge.Challenge,
        ...value,
      });
      await openSession(login);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="second-factor-login-title">
      <h2 id="second-factor-login-title">{t('secondFactor.loginTitle')}</h2>
      <p>
        {t(
          challenge.Factors.includes('passkey')
            ? 'secondFactor.loginIntroPasskey'
            : 'secondFactor.loginIntro',
        )}
      </p>
      <SecondFactorForm
        onAnswer={(value) => void answer(value)}
        pending={pending}
        error={error}
        passkeyOptions={
          challenge.Factors.includes('passkey')
            ? () =>
                call(secondFactorRoutes.loginSecondFactorPasskeyOptions, { challenge: challenge.Challenge })
            : undefined
        }
      />
      <Button type="link" block onClick={onBack}>
        {t('secondFactor.back')}
      </Button>
    </section>
  );
}
