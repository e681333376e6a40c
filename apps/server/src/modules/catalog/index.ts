/** The catalog module's door: what other modules, the app and the jobs may use. */
export { insertAiModel } from './ai-models.repository';
export { catalogRoutes } from './catalog.routes';
export { insertDataset, insertInstanceDatasets } from './datasets.repository';
export { datasetsForRental, mountsOf, mountsOfInstance } from './datasets.service';
