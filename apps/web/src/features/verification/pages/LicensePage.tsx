import { VerifyType } from '@gpucloud/domain';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/forms/zodRules';
import { AgreementField } from '../components/AgreementField';
import { ErrorAlert } from '../components/ErrorAlert';
import { FilesField } from '../components/FilesField';
import { FlowSteps } from '../components/FlowSteps';
import { LicenseStep } from '../components/LicenseStep';
import { PageTitle } from '../components/PageTitle';
import { PassedResult } from '../components/PassedResult';
import { SubmittedResult } from '../components/SubmittedResult';
import { useFileUploads } from '../components/useFileUploads';
import styles from '../components/Verification.module.css';
import { VerificationGate } from '../components/VerificationGate';
import { startLicenseCheck, useDocumentCheck, useHeldVerification, useSubmitVerification } from '../hooks';
import '../i18n';
import { submitFields } from '../submitFields';

const fields = submitFields.licenseLetter;

/**
 * /console/verification/license: the business licence read, then the signed and stamped
 * authorisation letter; staff decide within a business day.
 */
export function LicensePage() {
  return (
    <>
      <PageTitle page="license" />
      <VerificationGate>
        <LetterFlow />
      </VerificationGate>
    </>
  );
}

function LetterFlow() {
  const { t } = useTranslation('verification');
  const zodRules = useZodRules();
  const [step, setStep] = useState(0);
  const license = useDocumentCheck(startLicenseCheck);
  const [letterForm] = Form.useForm<{ contact_name: string; agreement: boolean }>();
  const letter = useFileUploads({ required: true, sendWhenUploaded: letterForm.submit });
  const submit = useSubmitVerification();
  const held = useHeldVerification(VerifyType.ENTERPRISE);

  if (submit.data) return <SubmittedResult record={submit.data} />;
  if (held) return <PassedResult title={t('enterprise.passed')} hint={t('enterprise.passedHint')} />;

  const licenseCheck = license.check;
  return (
    <>
      <FlowSteps current={step} titles={[t('letter.steps.license'), t('letter.steps.letter')]} />
      {step === 0 && <LicenseStep license={license} onNext={() => setStep(1)} />}
      {step === 1 && licenseCheck && (
        <section className={styles.card} aria-labelledby="letter-step">
          <h2 id="letter-step" className={styles.cardTitle}>
            {t('letter.steps.letter')}
          </h2>
          <Form<{ contact_name: string; agreement: boolean }>
            form={letterForm}
            name="licenseLetter"
            layout="vertical"
            className={styles.form}
            initialValues={{ agreement: false }}
            onFinish={(values) => {
              if (!letter.ready()) return;
              submit.mutate({
                method: 'license_letter',
                license_check_id: licenseCheck.id,
                letter_file_ids: letter.ids,
                contact_name: values.contact_name,
                agreement: true,
              });
            }}
            onFinishFailed={letter.tried}
          >
            <FilesField
              uploads={letter}
              id="license-letter-files"
              label={t('letter.letterFiles')}
              extra={t('letter.letterHint')}
            />
            <Form.Item
              name="contact_name"
              label={t('letter.contactName')}
              rules={zodRules(fields.contact_name, {
                label: t('letter.contactName'),
                name: t('letter.contactNameName'),
              })}
            >
              <Input maxLength={40} autoComplete="name" />
            </Form.Item>
            <AgreementField />
            <ErrorAlert error={submit.error} title={t('refused')} />
            <div className={styles.actions}>
              <Button onClick={() => setStep(0)}>{t('back')}</Button>
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
