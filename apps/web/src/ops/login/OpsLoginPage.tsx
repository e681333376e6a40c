import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useNavigate, useSearchParams } from 'react-router';
import { hasStaffSession } from '../../shared/staffSession';
import { LanguageSwitcher } from '../../shared/ui/LanguageSwitcher';
import { MAIN_LANDMARK } from '../../shared/ui/mainLandmark';
import { SkipLink } from '../../shared/ui/SkipLink';
import { startStaffSession } from '../hooks';
import '../i18n';
import { safeOpsReturn } from '../paths';
import { EnrolStep } from './EnrolStep';
import { type LoginStep, type SignedIn, START } from './loginFlow';
import styles from './OpsLoginPage.module.css';
import { PasswordStep } from './PasswordStep';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { TotpStep } from './TotpStep';

/** A member with a session goes straight on to the page they asked for. */
export function opsLoginLoader({ request }: { request: Request }): Response | null {
  if (!hasStaffSession()) return null;
  return redirect(safeOpsReturn(new URL(request.url).searchParams.get('redirect')));
}

/** /ops/login: password, then the second factor (or its enrolment and recovery codes). */
export function OpsLoginPage() {
  const { t } = useTranslation('ops');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<LoginStep>(START);
  const [notice, setNotice] = useState<string | null>(null);

  const enter = ({ session, staff }: SignedIn) => {
    startStaffSession(session, staff);
    void navigate(safeOpsReturn(params.get('redirect')), { replace: true });
  };
  const next = (to: LoginStep) => (to.step === 'done' ? enter(to.signedIn) : setStep(to));
  const restart = (reason: string | null) => {
    setNotice(reason);
    setStep(START);
  };

  return (
    <>
      <SkipLink />
      <main {...MAIN_LANDMARK} className={styles.page}>
        <title>{`${t('login.title')} · ${t('appName')}`}</title>
        <div className={styles.language}>
          <LanguageSwitcher />
        </div>
        <Card className={styles.card}>
          <h1 className={styles.title}>{t('login.title')}</h1>
          {step.step === 'password' && (
            <>
              <p className={styles.intro}>{t('login.intro')}</p>
              <PasswordStep notice={notice} onNext={next} />
            </>
          )}
          {step.step === 'totp' && <TotpStep challenge={step.challenge} onNext={next} onRestart={restart} />}
          {step.step === 'enrol' && (
            <EnrolStep
              challenge={step.challenge}
              secret={step.secret}
              otpauthUri={step.otpauthUri}
              onNext={next}
              onRestart={restart}
            />
          )}
          {step.step === 'recovery' && (
            <RecoveryCodesStep codes={step.codes} onDone={() => enter(step.signedIn)} />
          )}
        </Card>
      </main>
    </>
  );
}
