import type { StoreSelectorOptions } from '@gpucloud/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasActiveFilters, isInstanceKind, isStoreSort, STORE_SORTS, type StoreFilters } from '../filters';
import { FilterRow } from './FilterRow';
import styles from './StoreFilterBar.module.css';

/** Region, GPU model, kind and sort; the choices come from /store/get_store_selector_options. */
export function StoreFilterBar({
  options,
  filters,
  onChange,
  onReset,
}: {
  options: StoreSelectorOptions | undefined;
  filters: StoreFilters;
  onChange: (filters: StoreFilters) => void;
  onReset: () => void;
}) {
  const { t, i18n } = useTranslation();
  const english = !i18n.language.startsWith('zh');
  const all = { value: '', label: t('store.all') };

  return (
    <search aria-label={t('store.filtersLabel')} className={styles.bar}>
      <div className={styles.panel}>
        <FilterRow
          label={t('store.region')}
          value={filters.region ?? ''}
          options={[
            all,
            ...(options?.regions ?? []).map((region) => ({
              value: region.Code,
              label: english ? region.NameEn : region.Name,
            })),
          ]}
          onChange={(region) => onChange({ ...filters, region: region || undefined })}
        />
        <FilterRow
          label={t('store.gpuModel')}
          value={filters.gpu_model ?? ''}
          options={[all, ...(options?.gpu_models ?? []).map((model) => ({ value: model, label: model }))]}
          onChange={(model) => onChange({ ...filters, gpu_model: model || undefined })}
        />
        <FilterRow
          label={t('store.kind')}
          value={filters.kind ?? ''}
          options={[
            all,
            ...(options?.kinds ?? []).map((kind) => ({ value: kind, label: t(`store.kinds.${kind}`) })),
          ]}
          onChange={(kind) => onChange({ ...filters, kind: isInstanceKind(kind) ? kind : undefined })}
        />
        <FilterRow
          label={t('store.sort')}
          value={filters.sort}
          options={STORE_SORTS.map((sort) => ({ value: sort, label: t(`store.sorts.${sort}`) }))}
          onChange={(sort) => onChange({ ...filters, sort: isStoreSort(sort) ? sort : filters.sort })}
        />
        {hasActiveFilters(filters) && (
          <div className={styles.resetRow}>
            <Button type="link" size="small" onClick={onReset}>
              {t('store.resetFilters')}
            </Button>
          </div>
        )}
      </div>
    </search>
  );
}
