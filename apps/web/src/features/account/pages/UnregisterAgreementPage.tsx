import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasSession } from '../../../shared/session';
import '../i18n';

const SECTIONS = ['meaning', 'before', 'proof', 'after'] as const;

/** /unregisterAgreement: what closing an account means, read and accepted before closing one. */
export function UnregisterAgreementPage() {
  const { t } = useTranslation('account');
  const { t: tShell } = useTranslation();
  const title = t('agreement.title');
  return (
    <article style={{ maxWidth: 760, margin: '0 auto', padding: '24px 16px 48px', lineHeight: 1.7 }}>
      <title>{`${title} · ${tShell('common.appName')}`}</title>
      <h1 style={{ fontSize: 24, fontWeight: 500 }}>{title}</h1>
      <p>{t('agreement.intro')}</p>
      {SECTIONS.map((key) => (
        <section key={key} aria-labelledby={`agreement-${key}`}>
          <h2 id={`agreement-${key}`} style={{ fontSize: 17, marginTop: 24 }}>
            {t(`agreement.sections.${key}.heading`)}
          </h2>
          <p>{t(`agreement.sections.${key}.body`)}</p>
        </section>
      ))}
      {hasSession() && <Link to="/console/accountInfo">{t('agreement.back')}</Link>}
    </article>
  );
}
