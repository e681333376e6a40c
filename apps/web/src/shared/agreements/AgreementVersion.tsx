import type { AgreementKey } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import { useAgreement } from '../queries/agreements';

/**
 * " (version N)" beside a form's "I accept the … agreement" checkbox: the version in force, which the
 * server records as accepted when the form is sent. Nothing while it loads.
 */
export function AgreementVersion({ agreementKey }: { agreementKey: AgreementKey }) {
  const { t } = useTranslation();
  const agreement = useAgreement(agreementKey);
  if (!agreement.data) return null;
  return <span> {t('agreements.checkboxVersion', { version: agreement.data.version })}</span>;
}
