// The catalog's queries live in shared/queries/catalog.ts: the order form's dataset picker and the
// instance cards read them too.
export {
  AI_MODELS_PAGE_SIZE,
  type AiModelFilter,
  catalogKeys,
  DATASETS_PAGE_SIZE,
  type DatasetFilter,
  useAiModel,
  useAiModels,
  useDatasets,
  useDeployTarget,
} from '../../shared/queries/catalog';
