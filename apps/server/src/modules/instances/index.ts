/**
 * Instances: renting, the lifecycle commands, prepaid periods, resizing, plugins, reconciliation.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { runPowerAction, sendStop, startInstance, stopByRule } from './actions.service';
export { addDisk, quoteAddDisk } from './add-disk.service';
export { instanceActionsRoutes } from './instance-actions.routes';
export { instanceBillingRoutes } from './instance-billing.routes';
export type { InstanceDeps } from './instance-deps';
export { instanceResizeRoutes } from './instance-resize.routes';
export { instancesRoutes } from './instances.routes';
export { getInstanceRowFor, instanceLog, listInstancesFor } from './instances.service';
export { type Interruption, interruptFor, sendInterruptions } from './interrupt.service';
export { instanceStateListener } from './lifecycle.service';
export { changeInstancePassword, getInstanceAccess, reinitialiseInstance } from './machine.service';
export { migrateInstance, migrationConditions } from './placement.service';
export { findInstanceByName } from './plugins.repository';
export { pluginsRoutes } from './plugins.routes';
export { pluginRowsOf } from './plugins.service';
export {
  changeDueMode,
  quoteDueModeChange,
  quoteRenewal,
  quoteStopWithRefund,
  renewInstance,
  stopWithRefund,
} from './prepaid.service';
export { reconcileInstances } from './reconcile.service';
export { assertRentalCount, quoteRentalFor, type RentalHooks, rentInstance } from './rent.service';
export { quoteResize, type ResizeField, resizeInstance } from './resize.service';
export { upgradeSpecOptions } from './resize-options.service';
export { releaseInstance } from './retention.service';
export { subAccountInstancesRoutes } from './sub-account-instances.routes';
export { suspendInstance } from './suspend.service';
