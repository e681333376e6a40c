import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasSession } from '../../../shared/session';
import '../i18n';
import { AgreementPage } from './AgreementPage';

/** /unregisterAgreement: the versioned account-cancellation agreement, with the way back for a signed-in reader. */
export function UnregisterAgreementPage() {
  const { t } = useTranslation('agreements');
  return (
    <AgreementPage
      agreementKey="unregister"
      after={hasSession() ? <Link to="/console/accountInfo">{t('agreement.back')}</Link> : undefined}
    />
  );
}
