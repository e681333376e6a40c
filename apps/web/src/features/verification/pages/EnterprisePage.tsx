import { VerifyStatus, VerifyType } from '@gpucloud/domain';
import { Alert, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyAccountForm } from '../components/CompanyAccountForm';
import { FlowSteps } from '../components/FlowSteps';
import { LicenseStep } from '../components/LicenseStep';
import { PageTitle } from '../components/PageTitle';
import { PassedResult } from '../components/PassedResult';
import { TransferStep } from '../components/TransferStep';
import styles from '../components/Verification.module.css';
import { VerificationGate } from '../components/VerificationGate';
import {
  startLicenseCheck,
  useDocumentCheck,
  useHeldVerification,
  useSubmitVerification,
  useVerifications,
} from '../hooks';
import '../i18n';
import { findRecord, pendingTransfer } from '../records';

/**
 * /console/verification/enterprise: the business licence read, the company account given, a small
 * transfer sent to it and its amount entered. A transfer already waiting opens at its amount.
 */
export function EnterprisePage() {
  return (
    <>
      <PageTitle page="enterpriseVerification" />
      <VerificationGate>
        <EnterpriseFlow />
      </VerificationGate>
    </>
  );
}

function EnterpriseFlow() {
  const { t } = useTranslation('verification');
  const [step, setStep] = useState(0);
  // The transfer this page follows: the one it sent, or the waiting one it resumed.
  const [followId, setFollowId] = useState<number | null>(null);
  const license = useDocumentCheck(startLicenseCheck);
  const submit = useSubmitVerification();
  const verifications = useVerifications();
  const held = useHeldVerification(VerifyType.ENTERPRISE);

  if (held) return <PassedResult title={t('enterprise.passed')} hint={t('enterprise.passedHint')} />;
  if (verifications.isPending) {
    return (
      <div role="status" aria-label={t('loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }

  const sentId = followId ?? submit.data?.id ?? null;
  const followed =
    sentId === null
      ? pendingTransfer(verifications.data ?? [])
      : (findRecord(verifications.data, sentId) ?? (submit.data?.id === sentId ? submit.data : null));
  const titles = [
    t('enterprise.steps.license'),
    t('enterprise.steps.account'),
    t('enterprise.steps.transfer'),
  ];

  if (followed?.status === VerifyStatus.PASSED) {
    return <PassedResult title={t('enterprise.passed')} hint={t('enterprise.passedHint')} />;
  }
  if (followed?.status === VerifyStatus.PENDING && followed.transfer) {
    return (
      <>
        <FlowSteps current={2} titles={titles} />
        <TransferStep record={followed} onConfirm={() => setFollowId(followed.id)} />
      </>
    );
  }

  const ended =
    followed?.status === VerifyStatus.REFUSED || followed?.status === VerifyStatus.EXPIRED ? followed : null;
  return (
    <>
      <FlowSteps current={step} titles={titles} />
      {ended && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className={styles.alert}
          title={t('enterprise.transferRefused')}
          description={ended.reason}
        />
      )}
      {step === 0 && <LicenseStep license={license} onNext={() => setStep(1)} />}
      {step === 1 && license.check && (
        <CompanyAccountForm licenseCheckId={license.check.id} submit={submit} onBack={() => setStep(0)} />
      )}
    </>
  );
}
