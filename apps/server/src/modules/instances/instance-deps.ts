import type { AppDeps } from '../../core/deps';

/** What renting and reconciling instances needs: commanding machines under the configured limits. */
export type InstanceDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'compute' | 'log' | 'vault'>;
