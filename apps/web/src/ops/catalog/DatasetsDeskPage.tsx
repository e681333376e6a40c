import type { OpsDataset } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../shared/sizes';
import { CatalogDesk } from './CatalogDesk';
import { DatasetDialog } from './DatasetDialog';
import { useDeleteDataset, useOpsDatasets, usePublishDataset } from './hooks';
import './i18n';

/** /ops/datasets (support): every dataset, published or not; create, edit, publish, unpublish, delete. */
export function DatasetsDeskPage() {
  const { t } = useTranslation('opsCatalog');
  return (
    <CatalogDesk<OpsDataset, NonNullable<ReturnType<typeof useOpsDatasets>['data']>>
      section="datasets"
      useList={useOpsDatasets}
      publish={usePublishDataset()}
      remove={useDeleteDataset()}
      nameOf={(d) => d.NameEn}
      columns={[
        { key: 'name', title: t('datasets.nameEn'), render: (_, d) => `${d.NameEn} · ${d.Name}` },
        { key: 'slug', title: t('common.slug'), render: (_, d) => <code>{d.Slug}</code> },
        { key: 'size', title: t('datasets.size'), render: (_, d) => formatSize(d.SizeBytes) },
        { key: 'licence', title: t('common.licence'), dataIndex: 'Licence' },
      ]}
      dialog={(editing, _list, close) => <DatasetDialog editing={editing} onClose={close} />}
    />
  );
}
