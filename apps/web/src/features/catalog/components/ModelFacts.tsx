import type { AiModelCard } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import { OneFieldText } from '../../../shared/ui/TextLanguage';
import styles from './Catalog.module.css';

/** What a model is and needs, on its card and its page. */
export function ModelFacts({ model, label }: { model: AiModelCard; label?: string }) {
  const { t } = useTranslation('catalog');
  return (
    <dl className={styles.facts} aria-label={label}>
      <dt>{t('models.publisher')}</dt>
      <dd>{model.Publisher}</dd>
      <dt>{t('models.parameters')}</dt>
      <dd>{model.Parameters}</dd>
      <dt>{t('models.licence')}</dt>
      <dd>
        <OneFieldText text={model.Licence} />
      </dd>
      <dt>{t('models.gpuMemory')}</dt>
      <dd>{t('models.gpuMemoryValue', { gb: model.GpuMemoryGb })}</dd>
      <dt>{t('models.recommendedGpu')}</dt>
      <dd>{model.RecommendedGpu}</dd>
      <dt>{t('models.image')}</dt>
      <dd>{model.ImageName}</dd>
    </dl>
  );
}
