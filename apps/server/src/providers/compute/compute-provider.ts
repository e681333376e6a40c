import type { MachineState } from '@gpucloud/domain';

/** What the compute layer is asked to run. */
export interface MachineSpec {
  /**
   * The stable name of the machine (the instance's name): a create repeated with the same key
   * answers the machine the first one made, so a command re-issued after a crash makes no second one.
   */
  key: string;
  instanceId: number;
  hostName: string;
  kind: 'kvm' | 'container' | 'bare_metal';
  gpuCount: number;
  cpuCores: number;
  memoryGb: number;
  image: string;
  system: 'linux' | 'windows';
}

/** The states a machine reports are the domain's, which also says what each means for the instance. */
export type { MachineState } from '@gpucloud/domain';

export interface AccessDetails {
  sshHost: string;
  sshPort: number;
  username: string;
  password: string;
  /** Browser console address, for KVM hosts. */
  vncUrl: string | null;
  /** Remote desktop port, for Windows machines. */
  rdpPort: number | null;
}

/** Reported by the provider when a machine settles into a state; the instance service records it. */
export type MachineListener = (event: {
  ref: string;
  instanceId: number;
  state: MachineState;
  detail: string;
}) => Promise<void>;

/**
 * What the provider says a machine is doing now: settled in a state, `busy` with a command not yet
 * finished, or `unknown` (it has no such machine, or cannot tell).
 */
export type MachineInspection = { state: MachineState | 'busy' | 'unknown'; detail: string };

/** A machine as a host's listing shows it. */
export interface MachineSummary {
  ref: string;
  key: string;
  instanceId: number;
  state: MachineState | 'busy';
}

/**
 * The compute layer: every lifecycle call is asynchronous and reports its outcome through the
 * listener, which is only the fast path: events can be lost (a crash, a restart of the engine), so
 * the reconciler asks with `inspect` and repeats commands, which are idempotent. The default `simulated` provider models the fleet on one machine; a Kubernetes +
 * KubeVirt provider implements the same calls. Nothing outside a provider may assume which it is.
 */
export interface ComputeProvider {
  readonly name: string;
  onStateChange(listener: MachineListener): void;
  /** Idempotent on `spec.key`. */
  create(spec: MachineSpec): Promise<{ ref: string }>;
  inspect(ref: string): Promise<MachineInspection>;
  /** Every machine the provider has on a host, deleted ones left out. */
  listMachines(hostName: string): Promise<MachineSummary[]>;
  start(ref: string): Promise<void>;
  stop(ref: string): Promise<void>;
  restart(ref: string): Promise<void>;
  reinitialise(ref: string, image: string): Promise<void>;
  /** Changes the GPUs of a stopped machine; it stays stopped. */
  resize(ref: string, gpuCount: number): Promise<void>;
  /** Moves a stopped machine (and its disk) to another host; it stays stopped. */
  migrate(ref: string, hostName: string): Promise<void>;
  setPassword(ref: string, password: string): Promise<void>;
  delete(ref: string): Promise<void>;
  accessDetails(ref: string): Promise<AccessDetails>;
  screenshot(ref: string): Promise<{ png: Buffer }>;
}
