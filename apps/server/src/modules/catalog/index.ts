/**
 * Datasets and AI models: the catalogue, mounts into instances and deploy targets.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { insertAiModel } from './ai-models.repository';
export { catalogRoutes } from './catalog.routes';
export { insertDataset, insertInstanceDatasets } from './datasets.repository';
export { datasetsForRental, mountsOf, mountsOfInstance } from './datasets.service';
