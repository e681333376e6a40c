import { Alert, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { agreementPicked } from '../../../shared/agreements/agreementText';
import { LazyMarkdown } from '../../../shared/markdown/LazyMarkdown';
import { logout } from '../../../shared/queries/auth';
import { hasSession } from '../../../shared/session';
import { PickedTextView } from '../../../shared/ui/TextLanguage';
import { useAcceptAgreement, usePendingAgreements } from '../hooks';
import '../i18n';

/**
 * Issue 18: when the user service agreement or the privacy policy has a version the account has not
 * accepted, the console shows it in a dialog that only Accept (or logging out) closes, one agreement
 * at a time; the server records the acceptance and refuses a version no longer in force.
 */
export function StandingAgreementDialog() {
  const { t, i18n } = useTranslation('agreements');
  const pending = usePendingAgreements(hasSession());
  const accept = useAcceptAgreement();
  const agreement = pending.data?.[0];
  if (!agreement) return null;
  const picked = agreementPicked(agreement, i18n.language);
  const title = picked.title.text;
  const titleId = `standing-agreement-${agreement.key}`;
  return (
    <Modal
      open
      title={<span id={titleId}>{t('accept.title', { title })}</span>}
      aria-labelledby={titleId}
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={720}
      footer={[
        <Button key="logout" onClick={() => void logout()}>
          {t('accept.logout')}
        </Button>,
        <Button
          key="accept"
          type="primary"
          loading={accept.isPending}
          onClick={() => accept.mutate({ key: agreement.key, version: agreement.version })}
        >
          {t('accept.accept')}
        </Button>,
      ]}
    >
      <p>{t('accept.intro', { version: agreement.version })}</p>
      {accept.isError ? (
        <Alert type="error" showIcon title={t('accept.failed', { reason: accept.error.message })} />
      ) : null}
      <div style={{ maxHeight: '55vh', overflowY: 'auto' }}>
        <PickedTextView picked={picked.content} block>
          {(source) => <LazyMarkdown source={source} />}
        </PickedTextView>
      </div>
    </Modal>
  );
}
