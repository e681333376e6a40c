import { AGREEMENT_KEYS, type AgreementKey } from '@gpucloud/contracts';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { publishedDay } from '../../../shared/format';
import { pickText } from '../../../shared/i18n/pickText';
import { PickedTextView } from '../../../shared/ui/TextLanguage';
import { useAgreementList } from '../hooks';
import styles from './Agreement.module.css';
import { AgreementPage } from './AgreementPage';
import '../i18n';
import { LoadFailedAlert } from '../../../shared/ui/LoadFailedAlert';

const isKey = (value: string | null): value is AgreementKey =>
  value !== null && (AGREEMENT_KEYS as readonly string[]).includes(value);

/**
 * /agreements: every agreement in force (title, version, date), each read at /agreements?key=… —
 * SPEC §2 gives this one route, so the user service agreement and the privacy policy live under it.
 */
export function AgreementsIndexPage() {
  const [params] = useSearchParams();
  const key = params.get('key');
  const { t } = useTranslation('agreements');
  if (isKey(key))
    return <AgreementPage agreementKey={key} after={<Link to="/agreements">{t('index.all')}</Link>} />;
  return <AgreementIndex />;
}

function AgreementIndex() {
  const { t, i18n } = useTranslation('agreements');
  const { t: tShell } = useTranslation();
  const list = useAgreementList();

  const body = () => {
    if (list.isError && !list.data)
      return (
        <LoadFailedAlert
          title={t('index.loadFailed')}
          retryLabel={t('index.retry')}
          onRetry={() => list.refetch()}
        />
      );
    if (!list.data)
      return (
        <div role="status" aria-label={t('index.loading')}>
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      );
    return (
      <ul className={styles.list} aria-label={t('index.listLabel')}>
        {list.data.map((agreement) => (
          <li key={agreement.key}>
            <Link to={`/agreements?key=${agreement.key}`}>
              <PickedTextView picked={pickText(i18n.language, agreement.title, agreement.title_en)} />
            </Link>
            <div className={styles.meta}>
              {t('index.item', { version: agreement.version, date: publishedDay(agreement.published_at) })}
            </div>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className={styles.page}>
      <title>{`${t('index.title')} · ${tShell('common.appName')}`}</title>
      <section className={styles.card} aria-labelledby="agreements-title">
        <header className={styles.header}>
          <h1 id="agreements-title" className={styles.title}>
            {t('index.title')}
          </h1>
          <p className={styles.meta}>{t('index.intro')}</p>
        </header>
        {body()}
      </section>
    </div>
  );
}
