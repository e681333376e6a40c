import type { MachineState } from '@gpucloud/domain';
import type { MachineSamples } from './machine-sample';

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
  /** The data disk (the instance's own, added disks included) and the bandwidth cap. */
  dataDiskGb?: number;
  bandwidthMbps?: number;
  /** Datasets to mount (issue 18); a machine without any has none. */
  mounts?: MachineMount[];
  /** What it runs at start, from a template (issue 42); a machine without one runs only SSH. */
  launch?: MachineLaunch;
}

/**
 * A template's start (issue 42): the command run by `/bin/sh -c` when the machine starts (empty:
 * none), its variables in the machine's environment, and the HTTP ports it serves (reached through
 * the service origins). Secret values arrive open; a provider keeps them sealed or not at all.
 */
export interface MachineLaunch {
  command: string;
  env: { name: string; value: string; secret: boolean }[];
  ports: { port: number; label: string }[];
}

/** A dataset mounted into a machine at creation: `source` is the dataset's slug. */
export interface MachineMount {
  source: string;
  target: string;
  readOnly: true;
}

/**
 * What a resize changes (only the fields given). A stopped machine of any kind takes every change;
 * a running container takes CPU, memory and bandwidth live; a running KVM takes bandwidth and a
 * larger data disk live. The provider refuses (throws) what its engine cannot do.
 */
export interface ResourceChange {
  gpuCount?: number;
  cpuCores?: number;
  memoryGb?: number;
  dataDiskGb?: number;
  bandwidthMbps?: number;
}

/** A volume the provider keeps apart from any machine (a cloud disk), named by our key. */
export interface VolumeSpec {
  key: string;
  region: string;
  sizeGb: number;
}

/** An image saved from a machine: `creating` until the snapshot is written, then ready or failed. */
export type ImageInspection = {
  state: 'creating' | 'ready' | 'failed' | 'unknown';
  sizeGb: number;
  detail: string;
};

/** The add-ons an instance can run beside its workload (issue 17). */
export const PLUGIN_KINDS = ['jupyterlab', 'tensorboard', 'code_server', 'monitor'] as const;
export type PluginKind = (typeof PLUGIN_KINDS)[number];

/** Where an installed plugin answers, and the token it asks for. */
export interface PluginAccess {
  /** The simulated fleet's sandbox page; empty on a real machine, whose address is its service origin. */
  url: string;
  token: string;
  /** The port it listens on inside a real machine. */
  port?: number;
  /** What runs (jupyter-lab, jupyter-notebook, tensorboard, code-server). */
  program?: string;
}

/**
 * A command auto-stop started on a machine (issue 42): still running, exited with its code, or gone
 * (no trace of it, or its process ended without an exit code: the machine stopped or restarted).
 */
export type CommandState = { state: 'running' } | { state: 'exited'; exitCode: number } | { state: 'gone' };

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

/**
 * What a host really runs for a catalogue image: `runs` false when its engine does not have it (it
 * is then not offered there); `engineImage` the engine's image when that is not the catalogue's
 * own name (a docker host runs the image DOCKER_IMAGES maps it to), so the offer can say so.
 */
export interface HostImage {
  runs: boolean;
  engineImage: string | null;
}

/** Reported by the provider when a machine settles into a state; the instance service records it. */
export type MachineListener = (event: {
  ref: string;
  instanceId: number;
  state: MachineState;
  detail: string;
  /** When the machine got there, where the engine knows (a container's FinishedAt after a kill). */
  since?: Date;
}) => Promise<void>;

/**
 * What the provider says a machine is doing now: settled in a state, `busy` with a command not yet
 * finished, or `unknown` (it has no such machine, or cannot tell).
 */
export type MachineInspection = {
  state: MachineState | 'busy' | 'unknown';
  detail: string;
  /** When the machine entered this state, where the engine knows (a container's FinishedAt). */
  since?: Date;
};

/** A machine as a host's listing shows it. */
/**
 * The engine that runs a host's machines does not answer (its daemon stopped, the host is down or cut
 * off): nothing can be known of those machines until it does. The reconciler records the host as
 * unreachable and leaves its instances as the books hold them (docs/compute.md, "Many engines").
 */
export class EngineUnreachableError extends Error {
  constructor(
    readonly hostName: string,
    cause: unknown,
  ) {
    super(`the engine of host ${hostName} does not answer`, { cause });
    this.name = 'EngineUnreachableError';
  }
}

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
  /** Changes a machine's resources (see ResourceChange); a stopped machine stays stopped. */
  resize(ref: string, change: ResourceChange): Promise<void>;
  /**
   * Suspends a stopped machine: the host gives its GPUs, CPU and memory to others; its disks are
   * kept. Settles as `stopped`.
   */
  suspend(ref: string): Promise<void>;
  /** Starts a suspended machine again on its host (the caller has reserved its resources). Settles as `running`. */
  resume(ref: string): Promise<void>;
  /** Starts writing an image of a stopped machine's disks; idempotent on `imageKey`. Poll with inspectImage. */
  snapshotImage(ref: string, imageKey: string): Promise<{ imageRef: string }>;
  inspectImage(imageRef: string): Promise<ImageInspection>;
  deleteImage(imageRef: string): Promise<void>;
  /** Creates a volume (idempotent on its key), grows it, deletes it (deleting a missing one is done). */
  createVolume(spec: VolumeSpec): Promise<{ volumeRef: string }>;
  expandVolume(volumeRef: string, sizeGb: number): Promise<void>;
  deleteVolume(volumeRef: string): Promise<void>;
  /** Attaches a volume to a stopped machine / detaches it (both idempotent). */
  attachVolume(ref: string, volumeRef: string): Promise<void>;
  detachVolume(ref: string, volumeRef: string): Promise<void>;
  /** Installs a plugin on a running Linux machine (idempotent) and answers where it listens. */
  installPlugin(ref: string, plugin: PluginKind): Promise<PluginAccess>;
  removePlugin(ref: string, plugin: PluginKind): Promise<void>;
  /**
   * Starts a shell command (`sh -c`) detached on a running Linux machine, as root in /root, its
   * output and exit code kept in the machine under `key` (idempotent on it); the simulated fleet
   * refuses, as it runs nothing. `commandState` tells how it is doing.
   */
  startCommand(ref: string, key: string, command: string): Promise<void>;
  commandState(ref: string, key: string): Promise<CommandState>;
  /**
   * The address a running machine's ports are reached at from this server (a container's address on
   * its engine's network), for the service proxy; null where no real machine runs (the simulated fleet).
   */
  serviceAddress(ref: string): Promise<string | null>;
  /** Moves a stopped machine (and its disk) to another host; it stays stopped. */
  migrate(ref: string, hostName: string): Promise<void>;
  setPassword(ref: string, password: string): Promise<void>;
  delete(ref: string): Promise<void>;
  accessDetails(ref: string): Promise<AccessDetails>;
  /** Whether a host's engine runs a catalogue image, and as what (see HostImage). */
  imageOnHost(hostName: string, kind: MachineSpec['kind'], imageName: string): Promise<HostImage>;
  screenshot(ref: string): Promise<{ png: Buffer }>;
  /**
   * What many running machines are doing now (monitoring, issue 42), read from their engines at once
   * with a bound on the calls in flight: a sample per ref, null for a machine that is not running, is
   * unknown or whose engine did not answer. Never throws for one machine.
   */
  sample(refs: readonly string[]): Promise<MachineSamples>;
  /**
   * Whether a machine is a simulation (nothing really runs): by its ref once it has one, else by the
   * kind of host it goes on (an offer in the store, an instance whose create has not answered yet).
   * The console and the store label simulated machines, so nobody mistakes one for a real machine.
   */
  isSimulated(machine: SimulationQuestion): boolean;
}

/** What `isSimulated` is asked about: a machine's ref (null before it has one) and its host's kind. */
export interface SimulationQuestion {
  ref: string | null;
  kind: MachineSpec['kind'];
}

/**
 * The operations beyond create/start/stop/restart/reinitialise/delete that each provider keeps in a
 * module of its own (`simulated-extras.ts`, `docker-extras.ts`).
 */
export type ComputeExtras = Pick<
  ComputeProvider,
  | 'resize'
  | 'suspend'
  | 'resume'
  | 'snapshotImage'
  | 'inspectImage'
  | 'deleteImage'
  | 'createVolume'
  | 'expandVolume'
  | 'deleteVolume'
  | 'attachVolume'
  | 'detachVolume'
  | 'installPlugin'
  | 'removePlugin'
  | 'startCommand'
  | 'commandState'
  | 'serviceAddress'
>;
