import type { OpsAiModel } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import { AiModelDialog } from './AiModelDialog';
import { CatalogDesk } from './CatalogDesk';
import { useDeleteAiModel, useOpsAiModels, usePublishAiModel } from './hooks';
import './i18n';

/** /ops/ai-models (support): every AI model, published or not; create, edit, publish, unpublish, delete. */
export function AiModelsDeskPage() {
  const { t } = useTranslation('opsCatalog');
  return (
    <CatalogDesk<OpsAiModel, NonNullable<ReturnType<typeof useOpsAiModels>['data']>>
      section="models"
      useList={useOpsAiModels}
      publish={usePublishAiModel()}
      remove={useDeleteAiModel()}
      nameOf={(m) => m.Name}
      // A model names its image: the list brings the images to choose from.
      canCreate={(list) => list !== undefined}
      columns={[
        { key: 'name', title: t('models.name'), dataIndex: 'Name' },
        { key: 'publisher', title: t('models.publisher'), dataIndex: 'Publisher' },
        { key: 'parameters', title: t('models.parameters'), dataIndex: 'Parameters' },
        { key: 'memory', title: t('models.gpuMemory'), dataIndex: 'GpuMemoryGb' },
        { key: 'gpu', title: t('models.recommendedGpu'), dataIndex: 'RecommendedGpu' },
        { key: 'image', title: t('models.image'), dataIndex: 'ImageName' },
      ]}
      dialog={(editing, list, close) => (
        <AiModelDialog editing={editing} images={list?.Images ?? []} onClose={close} />
      )}
    />
  );
}
