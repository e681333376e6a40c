import { VerifyType } from '@gpucloud/domain';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPassed } from '../checks';
import { AgreementField } from '../components/AgreementField';
import { DocumentCheckField } from '../components/DocumentCheckField';
import { ErrorAlert } from '../components/ErrorAlert';
import { FaceCheckPanel } from '../components/FaceCheckPanel';
import { FlowSteps } from '../components/FlowSteps';
import { PageTitle } from '../components/PageTitle';
import { PassedResult } from '../components/PassedResult';
import styles from '../components/Verification.module.css';
import { VerificationGate } from '../components/VerificationGate';
import {
  startIdCardCheck,
  useDocumentCheck,
  useFaceCheck,
  useHeldVerification,
  useSubmitVerification,
} from '../hooks';
import '../i18n';

const startFront = startIdCardCheck('front');
const startBack = startIdCardCheck('back');

/**
 * /console/verification/personal: both sides of the ID card read (OCR), a face check against its
 * photo on a phone, then the agreement; the record passes at once.
 */
export function PersonalPage() {
  return (
    <>
      <PageTitle page="personalVerification" />
      <VerificationGate>
        <PersonalFlow />
      </VerificationGate>
    </>
  );
}

function PersonalFlow() {
  const { t } = useTranslation('verification');
  const [step, setStep] = useState(0);
  const front = useDocumentCheck(startFront);
  const back = useDocumentCheck(startBack);
  const face = useFaceCheck();
  const submit = useSubmitVerification();
  const held = useHeldVerification(VerifyType.PERSONAL);

  if (submit.data) return <PassedResult title={t('personal.passed')} hint={t('personal.passedHint')} />;
  if (held) return <PassedResult title={t('personal.passedHint')} />;

  const cardRead = isPassed(front.check) && isPassed(back.check);
  const faceCheck = face.check;
  return (
    <>
      <FlowSteps
        current={step}
        titles={[t('personal.steps.idCard'), t('personal.steps.face'), t('personal.steps.confirm')]}
      />
      {step === 0 && (
        <section className={styles.card} aria-labelledby="personal-id-card">
          <h2 id="personal-id-card" className={styles.cardTitle}>
            {t('personal.steps.idCard')}
          </h2>
          <p className={styles.muted}>{t('personal.idCardIntro')}</p>
          <div className={styles.sides}>
            <DocumentCheckField id="id-card-front" label={t('personal.front')} reading={front} />
            <DocumentCheckField id="id-card-back" label={t('personal.back')} reading={back} />
          </div>
          <div className={styles.actions}>
            <Button type="primary" disabled={!cardRead} onClick={() => setStep(1)}>
              {t('next')}
            </Button>
          </div>
        </section>
      )}
      {step === 1 && (
        <section className={styles.card} aria-labelledby="personal-face">
          <h2 id="personal-face" className={styles.cardTitle}>
            {t('personal.steps.face')}
          </h2>
          <p className={styles.muted}>{t('personal.faceIntro')}</p>
          <FaceCheckPanel face={face} />
          <div className={styles.actions}>
            <Button onClick={() => setStep(0)}>{t('back')}</Button>
            <Button type="primary" disabled={!isPassed(faceCheck)} onClick={() => setStep(2)}>
              {t('next')}
            </Button>
          </div>
        </section>
      )}
      {step === 2 && isPassed(faceCheck) && (
        <section className={styles.card} aria-labelledby="personal-confirm">
          <h2 id="personal-confirm" className={styles.cardTitle}>
            {t('personal.steps.confirm')}
          </h2>
          <p className={styles.muted}>{t('personal.confirmIntro')}</p>
          <Form
            name="personalConfirm"
            className={styles.form}
            initialValues={{ agreement: false }}
            onFinish={() =>
              submit.mutate({ method: 'id_card_face', face_check_id: faceCheck.id, agreement: true })
            }
          >
            <AgreementField />
            <ErrorAlert error={submit.error} title={t('refused')} />
            <div className={styles.actions}>
              <Button onClick={() => setStep(1)}>{t('back')}</Button>
              <Button type="primary" htmlType="submit" loading={submit.isPending}>
                {t('submit')}
              </Button>
            </div>
          </Form>
        </section>
      )}
    </>
  );
}
