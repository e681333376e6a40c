/**
 * Cloud disks and file storage: attach, detach, resize, and their daily charges.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export {
  attachDisk,
  createDisk,
  deleteDisk,
  detachDisk,
  expandDisk,
  listDisks,
  quoteCreate,
  quoteExpand,
} from './cloud-disks.service';
export { disksRoutes } from './disks.routes';
export { detachFromEndedInstances } from './ended-instances.repository';
export { buySftp, quoteSftp, resetSftpPassword, sftpInfo, storageDayDate } from './file-storage.service';
export { insertGrant } from './file-storage-grants.repository';
export { payRestOfToday, quoteResize } from './storage-settlement';
