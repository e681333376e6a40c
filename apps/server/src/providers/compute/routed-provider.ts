import type { ComputeProvider, MachineSpec } from './compute-provider';
import { isDockerRef } from './docker/docker-hosts';
import { parseSavedImageRef } from './docker/docker-images';

/** The two fleets a routed provider drives, each able to say when its work is done. */
export interface RoutedParts {
  /** Container machines (kind `container`) on Docker engines. */
  containers: ComputeProvider & { idle(): Promise<void>; close(): void };
  /** KVM cloud hosts and bare metal, which stay simulated. */
  others: ComputeProvider & { idle(): Promise<void> };
}

export interface RoutedCompute extends ComputeProvider {
  readonly parts: RoutedParts;
  /** Resolves once both fleets have reported what this process asked of them. */
  idle(): Promise<void>;
  close(): void;
}

/**
 * COMPUTE_PROVIDER=docker: container instances run on Docker, everything else on the simulated
 * fleet. A create goes by the spec's kind; every later call by the machine's ref (a docker ref says
 * so, docker-hosts.ts); a saved image by its ref. A host's listing is both fleets' machines on it.
 * Cloud disks (createVolume) are the cloud hosts' and stay with the simulated fleet.
 */
export function createRoutedCompute(parts: RoutedParts): RoutedCompute {
  const { containers, others } = parts;
  const byRef = (ref: string) => (isDockerRef(ref) ? containers : others);
  const byImage = (imageRef: string) => (parseSavedImageRef(imageRef) ? containers : others);
  const byVolume = (volumeRef: string) => (volumeRef.startsWith('docker-volume:') ? containers : others);
  return {
    name: 'docker',
    parts,
    onStateChange(listener) {
      containers.onStateChange(listener);
      others.onStateChange(listener);
    },
    create: (spec: MachineSpec) => (spec.kind === 'container' ? containers : others).create(spec),
    inspect: (ref) => byRef(ref).inspect(ref),
    async listMachines(hostName) {
      const [docker, simulated] = await Promise.all([
        containers.listMachines(hostName),
        others.listMachines(hostName),
      ]);
      return [...docker, ...simulated];
    },
    start: (ref) => byRef(ref).start(ref),
    stop: (ref) => byRef(ref).stop(ref),
    restart: (ref) => byRef(ref).restart(ref),
    reinitialise: (ref, image) => byRef(ref).reinitialise(ref, image),
    resize: (ref, change) => byRef(ref).resize(ref, change),
    suspend: (ref) => byRef(ref).suspend(ref),
    resume: (ref) => byRef(ref).resume(ref),
    snapshotImage: (ref, imageKey) => byRef(ref).snapshotImage(ref, imageKey),
    inspectImage: (imageRef) => byImage(imageRef).inspectImage(imageRef),
    deleteImage: (imageRef) => byImage(imageRef).deleteImage(imageRef),
    createVolume: (spec) => others.createVolume(spec),
    expandVolume: (volumeRef, sizeGb) => byVolume(volumeRef).expandVolume(volumeRef, sizeGb),
    deleteVolume: (volumeRef) => byVolume(volumeRef).deleteVolume(volumeRef),
    attachVolume: (ref, volumeRef) => byRef(ref).attachVolume(ref, volumeRef),
    detachVolume: (ref, volumeRef) => byRef(ref).detachVolume(ref, volumeRef),
    installPlugin: (ref, plugin) => byRef(ref).installPlugin(ref, plugin),
    removePlugin: (ref, plugin) => byRef(ref).removePlugin(ref, plugin),
    startCommand: (ref, key, command) => byRef(ref).startCommand(ref, key, command),
    commandState: (ref, key) => byRef(ref).commandState(ref, key),
    serviceAddress: (ref) => byRef(ref).serviceAddress(ref),
    migrate: (ref, hostName) => byRef(ref).migrate(ref, hostName),
    setPassword: (ref, password) => byRef(ref).setPassword(ref, password),
    delete: (ref) => byRef(ref).delete(ref),
    accessDetails: (ref) => byRef(ref).accessDetails(ref),
    screenshot: (ref) => byRef(ref).screenshot(ref),
    imageOnHost: (hostName, kind, imageName) =>
      (kind === 'container' ? containers : others).imageOnHost(hostName, kind, imageName),
    async sample(refs) {
      const [docker, simulated] = await Promise.all([
        containers.sample(refs.filter(isDockerRef)),
        others.sample(refs.filter((ref) => !isDockerRef(ref))),
      ]);
      return new Map([...docker, ...simulated]);
    },
    isSimulated: (machine) =>
      (machine.ref ? byRef(machine.ref) : machine.kind === 'container' ? containers : others).isSimulated(
        machine,
      ),
    async idle() {
      await Promise.all([containers.idle(), others.idle()]);
    },
    close: () => containers.close(),
  };
}
