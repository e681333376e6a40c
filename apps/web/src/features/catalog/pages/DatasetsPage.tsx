import '../i18n';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../components/CatalogFilters';
import { CatalogListPage, useCatalogParams } from '../components/CatalogListPage';
import { DatasetCard } from '../components/DatasetCard';
import { DATASETS_PAGE_SIZE, useDatasets } from '../hooks';

/** /dataset: published datasets, searched and filtered by tag and licence (the filters live in the URL). */
export function DatasetsPage() {
  const { t } = useTranslation('catalog');
  const { params, keyword, page, set } = useCatalogParams();
  const filter = {
    keyword,
    tag: params.get('tag') ?? undefined,
    licence: params.get('licence') ?? undefined,
    page,
  };
  const datasets = useDatasets(filter);
  return (
    <CatalogListPage
      section="datasets"
      list={datasets}
      pageSize={DATASETS_PAGE_SIZE}
      itemKey={(dataset) => dataset.Id}
      renderItem={(dataset) => <DatasetCard dataset={dataset} />}
      filters={
        <>
          <FilterSelect
            label={t('datasets.tag')}
            anyLabel={t('datasets.any')}
            value={filter.tag}
            options={datasets.data?.Tags ?? []}
            onChange={(value) => set('tag', value)}
          />
          <FilterSelect
            label={t('datasets.licence')}
            anyLabel={t('datasets.any')}
            value={filter.licence}
            options={datasets.data?.Licences ?? []}
            onChange={(value) => set('licence', value)}
          />
        </>
      }
    />
  );
}
