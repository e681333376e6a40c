/**
 * Who may act on an instance: the ownership policy and the checked reads every module uses.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { mayActOnInstance } from './ownership.policy';
export { findInstance, type InstanceRecord, lockInstance } from './ownership.repository';
export { assertOwned, ownInstance } from './ownership.service';
