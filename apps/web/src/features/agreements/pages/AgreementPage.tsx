import type { AgreementKey } from '@gpucloud/contracts';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { agreementPicked } from '../../../shared/agreements/agreementText';
import { publishedDay } from '../../../shared/format';
import { LazyMarkdown } from '../../../shared/markdown/LazyMarkdown';
import { useRouteMeta } from '../../../shared/routing/handle';
import { InLanguage, PickedTextView } from '../../../shared/ui/TextLanguage';
import { useAgreement } from '../hooks';
import '../i18n';
import { LoadFailedAlert } from '../../../shared/ui/LoadFailedAlert';
import styles from './Agreement.module.css';

/**
 * An agreement a visitor reads before deciding (/workOrderAgreement, /verifyAgreement,
 * /unregisterAgreement and /agreements?key=…): the version in force, in the page's language, through
 * the shared renderer; `after` is a link below it (back to where the reader came from).
 */
export function AgreementPage({ agreementKey, after }: { agreementKey: AgreementKey; after?: ReactNode }) {
  const { t, i18n } = useTranslation('agreements');
  const { t: tShell } = useTranslation();
  const { title: pageKey } = useRouteMeta();
  const agreement = useAgreement(agreementKey);
  const appName = tShell('common.appName');

  // A failed refetch keeps the text already shown; only a first load that failed says so.
  if (agreement.isError && !agreement.data) {
    return (
      <div className={styles.page}>
        {pageKey ? <title>{`${tShell(`shell.pages.${pageKey}`)} · ${appName}`}</title> : null}
        <LoadFailedAlert
          title={t('agreement.loadFailed')}
          description={agreement.error.message}
          retryLabel={t('agreement.retry')}
          onRetry={() => agreement.refetch()}
        />
      </div>
    );
  }

  if (!agreement.data) {
    return (
      <div className={styles.page}>
        {pageKey ? <title>{`${tShell(`shell.pages.${pageKey}`)} · ${appName}`}</title> : null}
        <div className={styles.card} role="status" aria-label={t('agreement.loading')}>
          <Skeleton active title={{ width: '55%' }} paragraph={{ rows: 1, width: '30%' }} />
          <Skeleton active title={false} paragraph={{ rows: 10 }} />
        </div>
      </div>
    );
  }

  const { title, content } = agreementPicked(agreement.data, i18n.language);
  return (
    <div className={styles.page}>
      <title>{`${title.text} · ${appName}`}</title>
      <article className={styles.card} aria-labelledby="agreement-title">
        <header className={styles.header}>
          <h1 id="agreement-title" className={styles.title}>
            <PickedTextView picked={title} />
          </h1>
          <p className={styles.meta}>
            {t('agreement.version', {
              version: agreement.data.version,
              date: publishedDay(agreement.data.published_at),
            })}
          </p>
        </header>
        {content.language === title.language ? (
          <InLanguage language={content.language} block>
            <LazyMarkdown source={content.text} />
          </InLanguage>
        ) : (
          <PickedTextView picked={content} block>
            {(source) => <LazyMarkdown source={source} />}
          </PickedTextView>
        )}
      </article>
      {after ? <nav className={styles.after}>{after}</nav> : null}
    </div>
  );
}
