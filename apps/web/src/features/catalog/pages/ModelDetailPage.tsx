import '../i18n';
import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { pickText } from '../../../shared/i18n/pickText';
import { LazyMarkdown } from '../../../shared/markdown/LazyMarkdown';
import { LoadFailedAlert } from '../../../shared/ui/LoadFailedAlert';
import { PickedTextView } from '../../../shared/ui/TextLanguage';
import { parseModelId } from '../catalogText';
import styles from '../components/Catalog.module.css';
import { DeployButton } from '../components/DeployButton';
import { ModelFacts } from '../components/ModelFacts';
import { useAiModel } from '../hooks';

/** /AIModels/:id (route `modelDetail`, for accounts with a phone): the model's description, facts and "Deploy". */
export function ModelDetailPage() {
  const { t, i18n } = useTranslation('catalog');
  const { t: tShell } = useTranslation();
  const id = parseModelId(useParams().id);
  const model = useAiModel(id);
  const back = (
    <Link to="/AIModels" className={styles.back}>
      ← {t('model.back')}
    </Link>
  );

  if (id === null || (model.isError && model.error instanceof ApiError))
    return (
      <div className={styles.page}>
        <title>{`${tShell('shell.pages.modelDetail')} · ${tShell('common.appName')}`}</title>
        {back}
        <Result status="404" title={t('model.notFound')} />
      </div>
    );
  if (model.isError)
    return (
      <div className={styles.page}>
        {back}
        <LoadFailedAlert
          title={t('model.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => model.refetch()}
        />
      </div>
    );
  if (!model.data)
    return (
      <div className={styles.page} role="status" aria-label={t('model.loading')}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );

  const data = model.data;
  return (
    <div className={styles.page}>
      <title>{`${data.Name} · ${tShell('common.appName')}`}</title>
      {back}
      <header className={styles.header}>
        <h1 className={styles.title}>{data.Name}</h1>
        <p className={styles.subtitle}>
          <PickedTextView picked={pickText(i18n.language, data.Summary, data.SummaryEn)} />
        </p>
      </header>
      <div className={styles.detail}>
        <article className={styles.body} aria-label={data.Name}>
          <PickedTextView picked={pickText(i18n.language, data.Description, data.DescriptionEn)} block>
            {(source) => <LazyMarkdown source={source} />}
          </PickedTextView>
        </article>
        <aside className={styles.card} aria-labelledby="model-facts-title">
          <h2 id="model-facts-title" className={styles.cardTitle}>
            {t('model.facts')}
          </h2>
          <ModelFacts model={data} />
          <DeployButton modelId={data.Id} />
        </aside>
      </div>
    </div>
  );
}
