/**
 * The store: GPU offers, host availability and prices as customers see them.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { assertHostRentable } from './host-availability';
export { hostSpecs, regionNames } from './host-specs';
export { assertNotHeldForQueue, HELD_FOR_QUEUE, type ServedWait } from './queue-hold.repository';
export { findHostWithRegion, findMigrationTargets, insertCatalogue } from './store.repository';
export { storeRoutes } from './store.routes';
export { getGpuSelectorDetail, getInstanceSpecifications } from './store.service';
