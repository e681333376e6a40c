/**
 * The states of a rented instance, and the named groups of them that rules, SQL and screens ask
 * about. Every other list of states is built from these, so a new state is added in one place.
 */
export const INSTANCE_STATES = [
  'creating',
  'running',
  'stopping',
  'stopped',
  'starting',
  'restarting',
  'reinitializing',
  'failed',
  'expired',
  'suspended',
  'released',
] as const;

export type InstanceState = (typeof INSTANCE_STATES)[number];

/** Waiting for the compute provider to report where the machine settled: the console spins and polls. */
export const TRANSITIONAL_STATES: readonly InstanceState[] = [
  'creating',
  'stopping',
  'starting',
  'restarting',
  'reinitializing',
];

/** A pay-as-you-go instance is charged by the hour in these (and stopped for arrears from them). */
export const BILLABLE_STATES: readonly InstanceState[] = ['running'];

/** Shut down with the disk kept for the retention days, then released. */
export const SHUT_DOWN_STATES: readonly InstanceState[] = ['stopped', 'expired'];

/** No machine and nothing more to pay: a machine that never came (or broke) and a released one. */
export const ENDED_STATES: readonly InstanceState[] = ['failed', 'released'];

/**
 * A prepaid period runs in these: once the machine is up, until it expires or the instance ends. It can
 * be renewed, its owner is told a day before it ends, and when it ends the instance expires,
 * whatever the machine is doing.
 */
export const PERIOD_STATES: readonly InstanceState[] = INSTANCE_STATES.filter(
  (state) =>
    state !== 'creating' && state !== 'expired' && state !== 'suspended' && !ENDED_STATES.includes(state),
);

/**
 * Suspended (issue 17): a pay-as-you-go instance whose host has taken back its GPUs, CPU and
 * memory; its disks are kept, without a retention limit, and billed as storage by the day.
 */
export const SUSPENDED_STATES: readonly InstanceState[] = ['suspended'];

/** What the console lists: a released instance has left it. */
export const LISTED_STATES: readonly InstanceState[] = INSTANCE_STATES.filter(
  (state) => state !== 'released',
);

export function isInstanceState(value: string): value is InstanceState {
  return (INSTANCE_STATES as readonly string[]).includes(value);
}

export function isTransitional(state: InstanceState): boolean {
  return TRANSITIONAL_STATES.includes(state);
}
