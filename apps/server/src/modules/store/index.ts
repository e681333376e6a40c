/** The store module's door: what other modules, the app and the jobs may use. */
export { assertHostRentable } from './host-availability';
export { hostSpecs, regionNames } from './host-specs';
export { findHostWithRegion, findMigrationTargets, insertCatalogue } from './store.repository';
export { storeRoutes } from './store.routes';
export { getGpuSelectorDetail, getInstanceSpecifications } from './store.service';
