import '../i18n';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../components/CatalogFilters';
import { CatalogListPage, useCatalogParams } from '../components/CatalogListPage';
import { ModelCard } from '../components/ModelCard';
import { AI_MODELS_PAGE_SIZE, useAiModels } from '../hooks';

/** /AIModels: published models as cards, searched and filtered by tag (in the URL). */
export function AiModelsPage() {
  const { t } = useTranslation('catalog');
  const { params, keyword, page, set } = useCatalogParams();
  const filter = { keyword, tag: params.get('tag') ?? undefined, page };
  const models = useAiModels(filter);
  return (
    <CatalogListPage
      section="models"
      list={models}
      pageSize={AI_MODELS_PAGE_SIZE}
      itemKey={(model) => model.Id}
      renderItem={(model) => <ModelCard model={model} />}
      filters={
        <FilterSelect
          label={t('models.tag')}
          anyLabel={t('models.all')}
          value={filter.tag}
          options={models.data?.Tags ?? []}
          onChange={(value) => set('tag', value)}
        />
      }
    />
  );
}
