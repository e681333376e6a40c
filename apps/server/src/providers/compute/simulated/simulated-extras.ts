import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db';
import type { ComputeExtras, ComputeProvider, ImageInspection, MachineState } from '../compute-provider';
import {
  simulatedImages,
  simulatedMachines,
  simulatedPlugins,
  simulatedVolumes,
} from './simulated-machines.table';

type Row = typeof simulatedMachines.$inferSelect;

/** What the extra calls need from the simulated fleet: its database, its delay, and its machines' commands. */
export interface SimulatedParts {
  db: Db;
  delayMs: number;
  sshHost: string;
  /** Where our own server answers: a plugin's address is a sandbox page of it (simulated-plugin.routes.ts). */
  publicBaseUrl: string;
  machine(ref: string): Promise<Row>;
  command(row: Row, state: MachineState, detail: string): Promise<void>;
}

type Extras = ComputeExtras;

/** Auto-stop's command rule needs a real machine: a simulation has no process to run or watch. */
export const SIMULATED_RUNS_NO_COMMANDS =
  'a simulated machine runs no commands: "stop when a command finishes" needs a real machine';

const isStopped = (row: Row) => row.state === 'stopped' && !row.pending;
const isRunning = (row: Row) => row.state === 'running' && !row.pending;

/**
 * The simulated engine's rules for live changes: a running container takes CPU, memory and
 * bandwidth, and GPUs by recreating its container (reported as a restart); a running KVM takes
 * bandwidth and a larger data disk; a stopped machine takes anything.
 */
function liveChangeProblem(row: Row, change: Parameters<ComputeProvider['resize']>[1]) {
  if (isStopped(row)) return null;
  if (!isRunning(row)) return 'the machine is busy';
  const changes = Object.keys(change).filter((key) => change[key as keyof typeof change] !== undefined);
  const live =
    row.kind === 'container'
      ? ['gpuCount', 'cpuCores', 'memoryGb', 'bandwidthMbps']
      : ['bandwidthMbps', 'dataDiskGb'];
  const refused = changes.filter((key) => !live.includes(key));
  if (change.dataDiskGb !== undefined && change.dataDiskGb < row.dataDiskGb) return 'a disk never shrinks';
  return refused.length > 0 ? `a running machine cannot change ${refused.join(', ')}` : null;
}

/** Resizing, suspending, images, volumes and plugins of the simulated fleet (see ComputeProvider). */
export function simulatedExtras(parts: SimulatedParts): Extras {
  const { db } = parts;
  const later = () => new Date(Date.now() + parts.delayMs);

  async function settleImage(ref: string) {
    await db
      .update(simulatedImages)
      .set({ state: 'ready', settleAt: null })
      .where(
        and(
          eq(simulatedImages.ref, ref),
          eq(simulatedImages.state, 'creating'),
          lte(simulatedImages.settleAt, new Date()),
        ),
      );
  }

  return {
    async resize(ref, change) {
      const row = await parts.machine(ref);
      const problem = liveChangeProblem(row, change);
      if (problem) throw new Error(problem);
      await db
        .update(simulatedMachines)
        .set({
          ...(change.gpuCount !== undefined ? { gpuCount: change.gpuCount } : {}),
          ...(change.cpuCores !== undefined ? { cpuCores: change.cpuCores } : {}),
          ...(change.memoryGb !== undefined ? { memoryGb: change.memoryGb } : {}),
          ...(change.dataDiskGb !== undefined ? { dataDiskGb: change.dataDiskGb } : {}),
          ...(change.bandwidthMbps !== undefined ? { bandwidthMbps: change.bandwidthMbps } : {}),
        })
        .where(eq(simulatedMachines.ref, ref));
      // A running container's GPUs change by recreating it: the machine restarts.
      if (isRunning(row) && change.gpuCount !== undefined && change.gpuCount !== row.gpuCount)
        await parts.command(row, 'running', 'resized');
    },
    async suspend(ref) {
      const row = await parts.machine(ref);
      if (!isStopped(row) && row.pending !== 'stopped')
        throw new Error('only a stopped machine is suspended');
      await db.update(simulatedMachines).set({ suspended: 1 }).where(eq(simulatedMachines.ref, ref));
    },
    async resume(ref) {
      const row = await parts.machine(ref);
      await db.update(simulatedMachines).set({ suspended: 0 }).where(eq(simulatedMachines.ref, ref));
      await parts.command(row, 'running', 'resumed');
    },
    async snapshotImage(ref, imageKey) {
      const row = await parts.machine(ref);
      const [made] = await db
        .insert(simulatedImages)
        .values({
          ref: `simg-${randomBytes(6).toString('hex')}`,
          key: imageKey,
          machineRef: ref,
          state: isStopped(row) ? 'creating' : 'failed',
          // The system disk of the simulation's images, plus what the data disk holds.
          sizeGb: 20 + Math.ceil(row.dataDiskGb / 10),
          settleAt: later(),
        })
        .onConflictDoNothing({ target: simulatedImages.key })
        .returning();
      if (made) return { imageRef: made.ref };
      const [existing] = await db
        .select()
        .from(simulatedImages)
        .where(eq(simulatedImages.key, imageKey))
        .limit(1);
      if (!existing) throw new Error(`no simulated image ${imageKey}`);
      return { imageRef: existing.ref };
    },
    async inspectImage(imageRef): Promise<ImageInspection> {
      await settleImage(imageRef);
      const [row] = await db.select().from(simulatedImages).where(eq(simulatedImages.ref, imageRef)).limit(1);
      if (!row || row.state === 'deleted') return { state: 'unknown', sizeGb: 0, detail: 'no such image' };
      return {
        state: row.state,
        sizeGb: row.sizeGb,
        detail: row.state === 'failed' ? 'the machine was not stopped' : '',
      };
    },
    async deleteImage(imageRef) {
      await db.update(simulatedImages).set({ state: 'deleted' }).where(eq(simulatedImages.ref, imageRef));
    },
    async createVolume(spec) {
      const [made] = await db
        .insert(simulatedVolumes)
        .values({
          ref: `svol-${randomBytes(6).toString('hex')}`,
          key: spec.key,
          region: spec.region,
          sizeGb: spec.sizeGb,
        })
        .onConflictDoNothing({ target: simulatedVolumes.key })
        .returning();
      if (made) return { volumeRef: made.ref };
      const [existing] = await db
        .select()
        .from(simulatedVolumes)
        .where(eq(simulatedVolumes.key, spec.key))
        .limit(1);
      if (!existing) throw new Error(`no simulated volume ${spec.key}`);
      return { volumeRef: existing.ref };
    },
    async expandVolume(volumeRef, sizeGb) {
      const [row] = await db
        .update(simulatedVolumes)
        .set({ sizeGb: sql`greatest(${simulatedVolumes.sizeGb}, ${sizeGb})` })
        .where(and(eq(simulatedVolumes.ref, volumeRef), eq(simulatedVolumes.deleted, 0)))
        .returning();
      if (!row) throw new Error(`no simulated volume ${volumeRef}`);
    },
    async deleteVolume(volumeRef) {
      await db
        .update(simulatedVolumes)
        .set({ deleted: 1, machineRef: null })
        .where(eq(simulatedVolumes.ref, volumeRef));
    },
    async attachVolume(ref, volumeRef) {
      const row = await parts.machine(ref);
      if (!isStopped(row)) throw new Error('a volume is attached to a stopped machine');
      const [attached] = await db
        .update(simulatedVolumes)
        .set({ machineRef: ref })
        .where(
          and(
            eq(simulatedVolumes.ref, volumeRef),
            eq(simulatedVolumes.deleted, 0),
            sql`(${simulatedVolumes.machineRef} is null or ${simulatedVolumes.machineRef} = ${ref})`,
          ),
        )
        .returning();
      if (!attached) throw new Error(`volume ${volumeRef} is attached elsewhere or gone`);
    },
    async detachVolume(ref, volumeRef) {
      await db
        .update(simulatedVolumes)
        .set({ machineRef: null })
        .where(and(eq(simulatedVolumes.ref, volumeRef), eq(simulatedVolumes.machineRef, ref)));
    },
    async installPlugin(ref, plugin) {
      const row = await parts.machine(ref);
      if (!isRunning(row)) throw new Error('plugins are installed on a running machine');
      if (row.system !== 'linux') throw new Error('plugins run on Linux machines');
      await db
        .insert(simulatedPlugins)
        .values({
          machineRef: ref,
          plugin,
          port: randomInt(20_000, 60_000),
          token: randomBytes(12).toString('hex'),
        })
        .onConflictDoNothing();
      const [installed] = await db
        .select()
        .from(simulatedPlugins)
        .where(and(eq(simulatedPlugins.machineRef, ref), eq(simulatedPlugins.plugin, plugin)))
        .limit(1);
      if (!installed) throw new Error(`plugin ${plugin} was not installed`);
      return {
        url: `${parts.publicBaseUrl}/sandbox/compute/plugins/${encodeURIComponent(ref)}/${plugin}`,
        token: installed.token,
      };
    },
    async startCommand() {
      throw new Error(SIMULATED_RUNS_NO_COMMANDS);
    },
    async commandState() {
      throw new Error(SIMULATED_RUNS_NO_COMMANDS);
    },
    async serviceAddress() {
      // A simulated machine runs nothing to reach: its services explain they need a real engine.
      return null;
    },
    async removePlugin(ref, plugin) {
      await db
        .delete(simulatedPlugins)
        .where(and(eq(simulatedPlugins.machineRef, ref), eq(simulatedPlugins.plugin, plugin)));
    },
  };
}
