import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../core/db';
import {
  type ComputeProvider,
  EngineUnreachableError,
  type MachineInspection,
  type MachineLaunch,
  type MachineListener,
  type MachineSpec,
  type MachineState,
} from '../compute-provider';
import { simulatedExtras } from './simulated-extras';
import { type SimulatedLaunch, simulatedMachines } from './simulated-machines.table';
import { simulatedSample } from './simulated-samples';

/** A template's start as the simulated fleet records it: a secret value only as its digest. */
export function simulatedLaunchOf(launch: MachineLaunch): SimulatedLaunch {
  return {
    command: launch.command,
    env: launch.env.map(({ name, value, secret }) => ({
      name,
      value: secret ? `sha256:${createHash('sha256').update(value).digest('hex')}` : value,
    })),
    ports: launch.ports,
  };
}

export type SimulatedFault =
  | { kind: 'next-create-fails' }
  | { kind: 'host-down'; hostName: string }
  /** The next command is acknowledged and then lost, as one in flight when an engine restarts. */
  | { kind: 'drop-next-command' }
  /** Commands on the host are accepted and never finish. */
  | { kind: 'host-hangs'; hostName: string }
  /** The host's engine stops answering: inspections and listings of its machines fail (EngineUnreachableError). */
  | { kind: 'engine-unreachable'; hostName: string }
  /**
   * The machine stops, fails or vanishes at `at` behind the product's back, as a container killed
   * or removed on its host: nothing is reported to the listener (a lost event); only an inspection
   * (which says since when) or the host's listing shows it.
   */
  | { kind: 'machine-dies'; ref: string; at: Date; becomes: 'stopped' | 'failed' | 'vanished' };

export interface SimulatedComputeOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How long a lifecycle change takes; 0 settles on the next turn of the event loop. */
  delayMs: number;
  /** The address SSH details point at. */
  sshHost: string;
  /** Our own server's public address: installed plugins answer on sandbox pages of it. */
  publicBaseUrl: string;
}

export interface SimulatedCompute extends ComputeProvider {
  /** Injects a fault (see SimulatedFault); resolves once it has taken effect. For tests and demos. */
  injectFault(fault: SimulatedFault): Promise<void>;
  clearFaults(): void;
  /** Resolves once every change this process scheduled has been reported. */
  idle(): Promise<void>;
}

type Row = typeof simulatedMachines.$inferSelect;

const SETTLED: readonly string[] = ['running', 'stopped', 'failed', 'deleted'] satisfies MachineState[];
const isSettled = (state: string): state is MachineState => SETTLED.includes(state);

/**
 * A fleet on one machine whose records live in the database: a command records where the machine
 * is going and when it gets there; this process's timer settles it then and reports it, and after
 * a crash the next inspection (by any process) does. Faults can be injected.
 */
export function createSimulatedCompute(options: SimulatedComputeOptions): SimulatedCompute {
  const { db, log } = options;
  const listeners: MachineListener[] = [];
  const pending = new Set<Promise<void>>();
  let failNextCreate = false;
  let dropNextCommand = false;
  const downHosts = new Set<string>();
  const hangingHosts = new Set<string>();
  const unreachableHosts = new Set<string>();
  const answering = (hostName: string) => {
    if (unreachableHosts.has(hostName))
      throw new EngineUnreachableError(hostName, new Error('injected: engine-unreachable'));
  };

  /** Settles a due pending change, once whoever asks; reports it to the listeners. */
  async function settle(ref: string): Promise<Row | null> {
    const [row] = await db
      .update(simulatedMachines)
      .set({
        state: sql`${simulatedMachines.pending}`,
        pending: null,
        settleAt: null,
      })
      .where(
        and(
          eq(simulatedMachines.ref, ref),
          isNotNull(simulatedMachines.pending),
          lte(simulatedMachines.settleAt, new Date()),
        ),
      )
      .returning();
    if (!row || !isSettled(row.state)) return row ?? null;
    for (const listener of listeners)
      await listener({ ref, instanceId: row.instanceId, state: row.state, detail: row.pendingDetail });
    return row;
  }

  function settleLater(ref: string): void {
    const change = new Promise<void>((resolve) => setTimeout(resolve, options.delayMs))
      .then(async () => {
        await settle(ref);
      })
      .catch((error: unknown) => log.error({ err: error, ref }, 'simulated machine change failed'))
      .finally(() => pending.delete(change));
    pending.add(change);
  }

  async function machine(ref: string): Promise<Row> {
    const [row] = await db.select().from(simulatedMachines).where(eq(simulatedMachines.ref, ref)).limit(1);
    if (!row || row.state === 'deleted') throw new Error(`no simulated machine ${ref}`);
    return row;
  }

  /** Records a command on the machine and when it finishes (a repeated one changes nothing). */
  async function command(row: Row, state: MachineState, detail: string): Promise<void> {
    if (dropNextCommand) {
      dropNextCommand = false;
      return;
    }
    const failed = downHosts.has(row.hostName);
    const target = failed ? 'failed' : state;
    if (row.pending === target && row.settleAt) return;
    const hangs = hangingHosts.has(row.hostName);
    await db
      .update(simulatedMachines)
      .set({
        pending: target,
        pendingDetail: failed ? 'host is down' : detail,
        settleAt: hangs ? null : new Date(Date.now() + options.delayMs),
        stateSince: null,
      })
      .where(eq(simulatedMachines.ref, row.ref));
    if (!hangs) settleLater(row.ref);
  }

  /** The `machine-dies` fault: the record changes where only a look at the machine finds it. */
  async function dies(fault: Extract<SimulatedFault, { kind: 'machine-dies' }>): Promise<void> {
    const where = eq(simulatedMachines.ref, fault.ref);
    if (fault.becomes === 'vanished') {
      await db.delete(simulatedMachines).where(where);
      return;
    }
    await db
      .update(simulatedMachines)
      .set({
        state: fault.becomes,
        pending: null,
        settleAt: null,
        pendingDetail: fault.becomes === 'stopped' ? 'killed on its host' : 'broken on its host',
        stateSince: fault.at,
      })
      .where(where);
  }

  const transition = async (ref: string, state: MachineState, detail: string) =>
    command(await machine(ref), state, detail);

  return {
    ...simulatedExtras({
      db,
      delayMs: options.delayMs,
      sshHost: options.sshHost,
      publicBaseUrl: options.publicBaseUrl,
      machine,
      command,
    }),
    name: 'simulated',
    onStateChange(listener) {
      listeners.push(listener);
    },
    async create(spec: MachineSpec) {
      const [made] = await db
        .insert(simulatedMachines)
        .values({
          ref: `sim-${randomBytes(6).toString('hex')}`,
          key: spec.key,
          instanceId: spec.instanceId,
          hostName: spec.hostName,
          state: 'provisioning',
          image: spec.image,
          kind: spec.kind,
          system: spec.system,
          gpuCount: spec.gpuCount,
          cpuCores: spec.cpuCores,
          memoryGb: spec.memoryGb,
          dataDiskGb: spec.dataDiskGb ?? 0,
          bandwidthMbps: spec.bandwidthMbps ?? 0,
          mounts: spec.mounts ?? [],
          launch: spec.launch ? simulatedLaunchOf(spec.launch) : null,
          sshPort: randomInt(20_000, 60_000),
          password: randomBytes(9).toString('base64url'),
        })
        .onConflictDoNothing({ target: simulatedMachines.key })
        .returning();
      if (!made) {
        const [existing] = await db
          .select()
          .from(simulatedMachines)
          .where(eq(simulatedMachines.key, spec.key))
          .limit(1);
        if (!existing) throw new Error(`no simulated machine for ${spec.key}`);
        // A repeated create drives a machine whose first command was lost, and changes nothing else.
        if (existing.state === 'provisioning' && !existing.pending)
          await command(existing, 'running', 'created');
        return { ref: existing.ref };
      }
      const fails = failNextCreate;
      failNextCreate = false;
      await command(
        made,
        fails ? 'failed' : 'running',
        fails ? 'the host could not place the machine' : 'created',
      );
      return { ref: made.ref };
    },
    async inspect(ref): Promise<MachineInspection> {
      const [row] = await db.select().from(simulatedMachines).where(eq(simulatedMachines.ref, ref)).limit(1);
      if (!row) return { state: 'unknown', detail: 'no such machine' };
      answering(row.hostName);
      const now = (row.pending && row.settleAt && row.settleAt <= new Date() && (await settle(ref))) || row;
      if (now.pending) return { state: 'busy', detail: now.pending };
      // Made, but its provisioning never began (the command was lost): as good as not there.
      if (!isSettled(now.state)) return { state: 'unknown', detail: 'never provisioned' };
      return {
        state: now.state,
        detail: now.pendingDetail,
        ...(now.stateSince ? { since: now.stateSince } : {}),
      };
    },
    async listMachines(hostName) {
      answering(hostName);
      const rows = await db
        .select()
        .from(simulatedMachines)
        .where(and(eq(simulatedMachines.hostName, hostName), ne(simulatedMachines.state, 'deleted')));
      return rows.map((row) => ({
        ref: row.ref,
        key: row.key ?? row.ref,
        instanceId: row.instanceId,
        state: row.pending || !isSettled(row.state) ? 'busy' : row.state,
      }));
    },
    start: async (ref) => {
      // Starting a suspended machine resumes it (the reconciler re-drives a resume as a start).
      await db.update(simulatedMachines).set({ suspended: 0 }).where(eq(simulatedMachines.ref, ref));
      await transition(ref, 'running', 'started');
    },
    stop: (ref) => transition(ref, 'stopped', 'stopped'),
    restart: (ref) => transition(ref, 'running', 'restarted'),
    reinitialise: async (ref, image) => {
      await db.update(simulatedMachines).set({ image }).where(eq(simulatedMachines.ref, ref));
      await transition(ref, 'running', 'reinitialised');
    },
    migrate: async (ref, hostName) => {
      await machine(ref);
      await db.update(simulatedMachines).set({ hostName }).where(eq(simulatedMachines.ref, ref));
    },
    setPassword: async (ref, password) => {
      await machine(ref);
      await db.update(simulatedMachines).set({ password }).where(eq(simulatedMachines.ref, ref));
    },
    async delete(ref) {
      const [row] = await db.select().from(simulatedMachines).where(eq(simulatedMachines.ref, ref)).limit(1);
      // Deleting what is gone already is done.
      if (!row || row.state === 'deleted' || row.pending === 'deleted') return;
      await command(row, 'deleted', 'deleted');
    },
    async accessDetails(ref) {
      const row = await machine(ref);
      return {
        sshHost: options.sshHost,
        sshPort: row.sshPort,
        username: row.system === 'windows' ? 'Administrator' : 'root',
        password: row.password,
        vncUrl: `${options.sshHost}:${row.sshPort + 1}`,
        rdpPort: row.system === 'windows' ? row.sshPort + 2 : null,
      };
    },
    // Every machine of this fleet is modelled in the database: nothing runs.
    isSimulated: () => true,
    async sample(refs) {
      const rows =
        refs.length > 0
          ? await db
              .select()
              .from(simulatedMachines)
              .where(inArray(simulatedMachines.ref, [...refs]))
          : [];
      const at = new Date();
      const samples = new Map(refs.map((ref) => [ref, null as ReturnType<typeof simulatedSample> | null]));
      for (const row of rows) {
        // A machine stops counting as running when its host stops answering, as a real engine's would.
        if (row.state !== 'running' || row.suspended || unreachableHosts.has(row.hostName)) continue;
        samples.set(row.ref, simulatedSample(row, at));
      }
      return samples;
    },
    async imageOnHost() {
      // The simulated fleet runs every catalogue image under its own name.
      return { runs: true, engineImage: null };
    },
    async screenshot() {
      // A 1x1 dark PNG: the simulation has no screen to capture.
      return {
        png: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
          'base64',
        ),
      };
    },
    async injectFault(fault) {
      if (fault.kind === 'machine-dies') await dies(fault);
      else if (fault.kind === 'next-create-fails') failNextCreate = true;
      else if (fault.kind === 'drop-next-command') dropNextCommand = true;
      else if (fault.kind === 'host-down') downHosts.add(fault.hostName);
      else if (fault.kind === 'engine-unreachable') unreachableHosts.add(fault.hostName);
      else hangingHosts.add(fault.hostName);
    },
    clearFaults() {
      failNextCreate = false;
      dropNextCommand = false;
      downHosts.clear();
      hangingHosts.clear();
      unreachableHosts.clear();
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
