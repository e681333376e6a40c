/** The disks module's door: what other modules, the app and the jobs may use. */
export { disksRoutes } from './disks.routes';
export { detachFromEndedInstances } from './ended-instances.repository';
export { storageDayDate } from './file-storage.service';
export { insertGrant } from './file-storage-grants.repository';
export { payRestOfToday, quoteResize } from './storage-settlement';
