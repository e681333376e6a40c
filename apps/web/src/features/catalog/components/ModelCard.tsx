import type { AiModelCard } from '@gpucloud/contracts';
import { Tag } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText } from '../../../shared/i18n/pickText';
import { PickedTextView } from '../../../shared/ui/TextLanguage';
import styles from './Catalog.module.css';
import { ModelFacts } from './ModelFacts';

/** A model's card: its name (a link to its page), summary, facts and tags. */
export function ModelCard({ model }: { model: AiModelCard }) {
  const { i18n } = useTranslation('catalog');
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        <Link to={`/AIModels/${model.Id}`} className={styles.cardLink}>
          {model.Name}
        </Link>
      </h2>
      <p className={styles.muted}>
        <PickedTextView picked={pickText(i18n.language, model.Summary, model.SummaryEn)} />
      </p>
      <ModelFacts model={model} />
      <div className={styles.tags}>
        {model.Tags.map((tag) => (
          <Tag key={tag}>{tag}</Tag>
        ))}
      </div>
    </article>
  );
}
