import { randomBytes } from 'node:crypto';
import { engineLimitsDetail } from '@gpucloud/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PersonalDataVault } from '../../../core/crypto/personal-data';
import type { Db } from '../../../core/db';
import type {
  ComputeProvider,
  MachineInspection,
  MachineListener,
  MachineSpec,
  MachineState,
} from '../compute-provider';
import { createBusyFlags, flaggedBusy } from './docker-busy';
import { containerName, dataVolumeName, LABEL_INSTANCE, LABEL_KEY } from './docker-create-options';
import { releaseDisk } from './docker-disks';
import {
  engineCapacity,
  hasImage,
  inspectContainer,
  listOfHost,
  removeContainer,
  startContainer,
  stopContainer,
} from './docker-engine';
import { createEngineLeases } from './docker-engine-lease';
import { followEngineEvents } from './docker-events';
import { dockerExtras } from './docker-extras';
import { type DockerHosts, dockerRef, parseDockerRef } from './docker-hosts';
import { engineImageOf } from './docker-images';
import { dockerMachines } from './docker-machines.table';
import { isCapped, limitsOn } from './docker-placement';
import { resumeDockerPlugins } from './docker-plugins';
import { type DockerParts, type MachineRow, prepareStart, recreateContainer } from './docker-recreate';
import { sampleDockerMachines } from './docker-sample';
import { engineErrorOf, failureDetail, inspectionOf, refusedByEngine, summaryState } from './docker-states';

export interface DockerComputeOptions {
  hosts: DockerHosts;
  db: Db;
  vault: PersonalDataVault;
  log: FastifyBaseLogger;
  /** Where people reach the SSH gateway (COMPUTE_SSH_HOST) and its port (SSH_GATEWAY_PORT). */
  sshHost: string;
  sshGatewayPort: number;
  /** The engine image of a catalogue image not in `imageMap` (DOCKER_DEFAULT_IMAGE); null: none runs. */
  defaultImage: string | null;
  imageMap: Record<string, string>;
  /** NVIDIA GPU ids of the hosts that have them (DOCKER_GPU_HOSTS). */
  gpuHosts: Record<string, string[]>;
  /** Follow the engines' event streams (default on). */
  watchEvents?: boolean;
}

export interface DockerCompute extends ComputeProvider {
  /** Resolves once every command and event this process took on has been reported. */
  idle(): Promise<void>;
  /** Stops following the engines' events. */
  close(): void;
}

const SETTLED: readonly string[] = ['running', 'stopped', 'failed'] satisfies MachineState[];
const BUSY: MachineInspection = { state: 'busy', detail: 'a command is in progress' };

/**
 * Container machines on Docker engines (one per catalogue host, docker-hosts.ts). Commands return
 * once recorded and run in the background, one at a time per machine, and report their outcome
 * through the listener; the engines' event streams report what happens to a container behind our
 * back (a kill, an exit, a removal). An engine that does not answer leaves the machine as it was for
 * the reconciler to re-drive; one that refuses the command reports the machine failed. Several
 * server processes share the machines: a command at work flags its machine busy in the database, and
 * placements on an engine take its lease there (docker-busy.ts, docker-engine-lease.ts).
 */
export function createDockerCompute(options: DockerComputeOptions): DockerCompute {
  const { db, hosts, log } = options;
  const listeners: MachineListener[] = [];
  const inFlight = new Map<string, Promise<void>>();
  const eventWork = new Set<Promise<void>>();
  // This provider among the server processes: whose busy flags and placement leases are whose.
  const holder = randomBytes(8).toString('hex');
  const busy = createBusyFlags(db, holder, log);
  const leases = createEngineLeases(db, holder, log);

  async function report(row: MachineRow, state: MachineState, detail: string, since?: Date) {
    for (const listener of listeners)
      await listener({
        ref: row.ref,
        instanceId: row.instanceId,
        state,
        detail,
        ...(since ? { since } : {}),
      });
  }

  async function rowWhere(column: 'ref' | 'key', value: string): Promise<MachineRow | null> {
    const [row] = await db.select().from(dockerMachines).where(eq(dockerMachines[column], value)).limit(1);
    return row ?? null;
  }

  async function machine(ref: string): Promise<MachineRow> {
    const row = await rowWhere('ref', ref);
    if (!row || row.deletedAt) throw new Error(`no docker machine ${ref}`);
    return row;
  }

  const parts: DockerParts = {
    options,
    machine,
    engineOf: (row) => hosts.engine(row.hostName),
    placing: (row, work) => leases.holding(hosts.addressOf(row.hostName), work),
    busyWhile: (ref, work) => busy.holding(ref, work),
  };

  /** A command's work, then its outcome reported. */
  async function runAndReport(ref: string, what: string, work: () => Promise<MachineState | null>) {
    let state: MachineState | null;
    let detail = what;
    try {
      state = await work();
    } catch (error) {
      log.error({ err: error, ref }, `docker ${what} failed`);
      if (!refusedByEngine(error)) return;
      state = 'failed';
      // A code the owner reads in their language, then the engine's words for staff.
      detail = failureDetail(what, error);
    }
    const row = await rowWhere('ref', ref);
    if (state === 'running' && row) {
      await resumePlugins(row);
      detail = (await limitsNote(row)) ?? detail;
    }
    if (state && row) await report(row, state, detail);
  }

  /**
   * Runs a command after the machine's previous one in this process, with the machine flagged busy
   * for every process until its outcome is reported.
   */
  function queue(ref: string, what: string, work: () => Promise<MachineState | null>): void {
    const previous = inFlight.get(ref) ?? Promise.resolve();
    const next = previous
      .then(() => busy.holding(ref, () => runAndReport(ref, what, work)))
      .catch((error: unknown) => log.error({ err: error, ref }, 'docker machine report failed'))
      .finally(() => {
        if (inFlight.get(ref) === next) inFlight.delete(ref);
      });
    inFlight.set(ref, next);
  }

  /** The plugins a machine ran before it stopped, running again (best effort: the machine is up either way). */
  async function resumePlugins(row: MachineRow): Promise<void> {
    const container = hosts.engine(row.hostName).getContainer(parseDockerRef(row.ref).container);
    await resumeDockerPlugins(container).then(
      (resumed) => resumed.length > 0 && log.info({ ref: row.ref, resumed }, 'plugins running again'),
      (error: unknown) => log.warn({ err: error, ref: row.ref }, 'plugins not started again'),
    );
  }

  /** Where the engine holds a running machine at less than was rented, the figures it really has. */
  async function limitsNote(row: MachineRow): Promise<string | null> {
    const limits = limitsOn(await engineCapacity(hosts.engine(row.hostName)), row.shape);
    return isCapped(limits) ? engineLimitsDetail(limits) : null;
  }

  async function inspect(ref: string): Promise<MachineInspection> {
    if (inFlight.has(ref)) return BUSY;
    const row = await rowWhere('ref', ref);
    if (row?.deletedAt) return { state: 'deleted', detail: 'deleted' };
    // Another process's command (a container removed and made again) is not the machine's state.
    if (row && flaggedBusy(row)) return BUSY;
    const { hostName, container } = parseDockerRef(ref);
    const info = await inspectContainer(hosts.engine(hostName), container).catch((error: unknown) => {
      throw engineErrorOf(hostName, error);
    });
    if (!info) return { state: 'unknown', detail: 'the container is gone' };
    return inspectionOf(info);
  }

  /** An engine event about one of our containers: what the machine is now, unless a command (any process's) is at work. */
  async function onEngineEvent(key: string): Promise<void> {
    const row = await rowWhere('key', key);
    if (!row || row.deletedAt || inFlight.has(row.ref) || flaggedBusy(row)) return;
    const seen = await inspect(row.ref);
    // The engine's time of the change, so billing stops when the container did (a kill), not when we heard.
    if (SETTLED.includes(seen.state)) await report(row, seen.state as MachineState, seen.detail, seen.since);
    else if (seen.state === 'unknown')
      await report(row, 'failed', 'the container was removed outside the product');
  }

  const watchers =
    options.watchEvents === false
      ? []
      : hosts.engines().map((engine) =>
          followEngineEvents(
            engine,
            ({ key }) => {
              const work = onEngineEvent(key)
                .catch((error: unknown) => log.error({ err: error, key }, 'docker event not applied'))
                .finally(() => eventWork.delete(work));
              eventWork.add(work);
            },
            log,
          ),
        );

  return {
    ...dockerExtras(parts, queue),
    name: 'docker',
    onStateChange(listener) {
      listeners.push(listener);
    },
    async create(spec: MachineSpec) {
      const ref = dockerRef(spec.hostName, containerName(spec.key));
      await db
        .insert(dockerMachines)
        .values({
          ref,
          key: spec.key,
          instanceId: spec.instanceId,
          hostName: spec.hostName,
          // A name without an engine image is not offered; asked all the same, the engine refuses it by name.
          image: engineImageOf(spec.image, options.imageMap, options.defaultImage) ?? spec.image,
          shape: {
            kind: spec.kind,
            gpuCount: spec.gpuCount,
            cpuCores: spec.cpuCores,
            memoryGb: spec.memoryGb,
            dataDiskGb: spec.dataDiskGb ?? 0,
            bandwidthMbps: spec.bandwidthMbps ?? 0,
            mounts: spec.mounts ?? [],
            ...(spec.launch
              ? {
                  launch: {
                    command: spec.launch.command,
                    ports: spec.launch.ports.map((entry) => entry.port),
                    envSealed: options.vault.seal(
                      JSON.stringify(spec.launch.env.map((entry) => [entry.name, entry.value])),
                    ),
                  },
                }
              : {}),
          },
          passwordSealed: options.vault.seal(randomBytes(12).toString('base64url')),
        })
        .onConflictDoNothing({ target: dockerMachines.key });
      const row = await rowWhere('key', spec.key);
      if (!row) throw new Error(`no docker machine for ${spec.key}`);
      if (row.deletedAt) return { ref: row.ref };
      // An existing container of the name is the machine the first create made: it is only started.
      queue(row.ref, 'created', async () => {
        const current = await machine(row.ref);
        const engine = parts.engineOf(current);
        const name = parseDockerRef(current.ref).container;
        try {
          if (!(await inspectContainer(engine, name))) await recreateContainer(parts, current);
          else await prepareStart(parts, current);
          await startContainer(engine, name);
        } catch (error) {
          // A machine the engine refuses is never made: nothing of it stays on the engine.
          if (refusedByEngine(error)) {
            await removeContainer(engine, name);
            await releaseDisk(engine, hosts.machines.diskToolImage, dataVolumeName(current.key));
          }
          throw error;
        }
        return 'running';
      });
      return { ref: row.ref };
    },
    inspect,
    async listMachines(hostName) {
      const containers = await listOfHost(hosts.engine(hostName), hostName).catch((error: unknown) => {
        throw engineErrorOf(hostName, error);
      });
      const keys = containers.map((c) => c.Labels[LABEL_KEY] ?? '');
      const rows =
        keys.length > 0
          ? await db.select().from(dockerMachines).where(inArray(dockerMachines.key, keys))
          : [];
      return containers.map((summary) => {
        const key = summary.Labels[LABEL_KEY] ?? '';
        const row = rows.find((r) => r.key === key);
        const ref = row?.ref ?? dockerRef(hostName, (summary.Names[0] ?? '').replace(/^\//, ''));
        return {
          ref,
          key,
          instanceId: row?.instanceId ?? Number(summary.Labels[LABEL_INSTANCE] ?? 0),
          state: inFlight.has(ref) || (row && flaggedBusy(row)) ? 'busy' : summaryState(summary.State),
        };
      });
    },
    async start(ref) {
      await machine(ref);
      await db.update(dockerMachines).set({ suspended: 0 }).where(eq(dockerMachines.ref, ref));
      queue(ref, 'started', async () => {
        const row = await machine(ref);
        const engine = parts.engineOf(row);
        const name = parseDockerRef(ref).container;
        await prepareStart(parts, row);
        await startContainer(engine, name);
        return 'running';
      });
    },
    async stop(ref) {
      // A container the books do not know (the reconciler's sweep) is stopped all the same.
      const { hostName, container } = parseDockerRef(ref);
      queue(ref, 'stopped', async () => {
        await stopContainer(hosts.engine(hostName), container);
        return 'stopped';
      });
    },
    async restart(ref) {
      await machine(ref);
      queue(ref, 'restarted', async () => {
        const row = await machine(ref);
        const engine = parts.engineOf(row);
        const name = parseDockerRef(ref).container;
        if (!(await inspectContainer(engine, name))) await recreateContainer(parts, row);
        else await stopContainer(engine, name);
        await prepareStart(parts, await machine(ref));
        await startContainer(engine, name);
        return 'running';
      });
    },
    async reinitialise(ref, image) {
      await machine(ref);
      const engineImage = engineImageOf(image, options.imageMap, options.defaultImage) ?? image;
      await db.update(dockerMachines).set({ image: engineImage }).where(eq(dockerMachines.ref, ref));
      queue(ref, 'reinitialised', async () => {
        const row = await machine(ref);
        // A new container from the new image; the data volume is kept and mounted again.
        await recreateContainer(parts, row);
        await startContainer(parts.engineOf(row), parseDockerRef(ref).container);
        return 'running';
      });
    },
    async delete(ref) {
      const { hostName, container } = parseDockerRef(ref);
      const row = await rowWhere('ref', ref);
      if (row?.deletedAt) return;
      queue(ref, 'deleted', async () => {
        const engine = hosts.engine(hostName);
        const info = await inspectContainer(engine, container);
        const key = row?.key ?? info?.Config.Labels?.[LABEL_KEY];
        await removeContainer(engine, container);
        // A sized disk's loop device and image file go with it.
        if (key) await releaseDisk(engine, hosts.machines.diskToolImage, dataVolumeName(key));
        if (row)
          await db.update(dockerMachines).set({ deletedAt: new Date() }).where(eq(dockerMachines.ref, ref));
        return 'deleted';
      });
    },
    // Every machine of this provider is a container on a real engine.
    isSimulated: () => false,
    sample: (refs) => sampleDockerMachines({ db, hosts, gpuHosts: options.gpuHosts, log }, refs),
    async imageOnHost(hostName, _kind, imageName) {
      const engineImage = engineImageOf(imageName, options.imageMap, options.defaultImage);
      if (!engineImage) return { runs: false, engineImage: null };
      return { runs: await hasImage(hosts.engine(hostName), engineImage), engineImage };
    },
    async setPassword(ref, password) {
      await machine(ref);
      await db
        .update(dockerMachines)
        .set({ passwordSealed: options.vault.seal(password) })
        .where(eq(dockerMachines.ref, ref));
    },
    async accessDetails(ref) {
      const row = await machine(ref);
      return {
        sshHost: options.sshHost,
        sshPort: options.sshGatewayPort,
        username: row.key,
        password: options.vault.open(row.passwordSealed),
        vncUrl: null,
        rdpPort: null,
      };
    },
    async idle() {
      while (inFlight.size > 0 || eventWork.size > 0) await Promise.all([...inFlight.values(), ...eventWork]);
    },
    close() {
      for (const watcher of watchers) watcher.close();
    },
  };
}
