/** Who may act on an instance: the ownership policy and the checked reads every module uses. */
export { mayActOnInstance } from './ownership.policy';
export { findInstance, type InstanceRecord, lockInstance } from './ownership.repository';
export { assertOwned, ownInstance } from './ownership.service';
