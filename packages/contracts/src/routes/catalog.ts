// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { aiModel } from './catalog/aiModel';
export { aiModels } from './catalog/aiModels';
export { datasets } from './catalog/datasets';
export { deployTarget } from './catalog/deployTarget';
export { instanceDatasets } from './catalog/instanceDatasets';
export { opsAiModels } from './catalog/opsAiModels';
export { opsDatasets } from './catalog/opsDatasets';
export { opsDeleteAiModel } from './catalog/opsDeleteAiModel';
export { opsDeleteDataset } from './catalog/opsDeleteDataset';
export { opsPublishAiModel } from './catalog/opsPublishAiModel';
export { opsPublishDataset } from './catalog/opsPublishDataset';
export { opsSaveAiModel } from './catalog/opsSaveAiModel';
export { opsSaveDataset } from './catalog/opsSaveDataset';
