import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../core/db';
import type { ComputeProvider, MachineListener, MachineSpec, MachineState } from '../compute-provider';
import { simulatedMachines } from './simulated-machines.table';

export type SimulatedFault = { kind: 'next-create-fails' } | { kind: 'host-down'; hostName: string };

export interface SimulatedComputeOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How long a lifecycle change takes; 0 settles on the next turn of the event loop. */
  delayMs: number;
  /** The address SSH details point at. */
  sshHost: string;
}

export interface SimulatedCompute extends ComputeProvider {
  /** Makes the next create fail, or takes a host down (its machines fail). For tests and demos. */
  injectFault(fault: SimulatedFault): void;
  /** Resolves once every scheduled change has been reported. */
  idle(): Promise<void>;
}

/** A fleet on one machine: state changes land after a delay, and faults can be injected. */
export function createSimulatedCompute(options: SimulatedComputeOptions): SimulatedCompute {
  const { db, log } = options;
  const listeners: MachineListener[] = [];
  const pending = new Set<Promise<void>>();
  let failNextCreate = false;
  const downHosts = new Set<string>();

  function later(ref: string, instanceId: number, state: MachineState, detail: string): void {
    const change = new Promise<void>((resolve) => setTimeout(resolve, options.delayMs))
      .then(async () => {
        await db.update(simulatedMachines).set({ state }).where(eq(simulatedMachines.ref, ref));
        for (const listener of listeners) await listener({ ref, instanceId, state, detail });
      })
      .catch((error: unknown) => log.error({ err: error, ref }, 'simulated machine change failed'))
      .finally(() => pending.delete(change));
    pending.add(change);
  }

  async function machine(ref: string) {
    const [row] = await db.select().from(simulatedMachines).where(eq(simulatedMachines.ref, ref)).limit(1);
    if (!row) throw new Error(`no simulated machine ${ref}`);
    return row;
  }

  async function transition(ref: string, state: MachineState, detail: string): Promise<void> {
    const row = await machine(ref);
    const failed = downHosts.has(row.hostName);
    later(ref, row.instanceId, failed ? 'failed' : state, failed ? 'host is down' : detail);
  }

  return {
    name: 'simulated',
    onStateChange(listener) {
      listeners.push(listener);
    },
    async create(spec: MachineSpec) {
      const ref = `sim-${randomBytes(6).toString('hex')}`;
      await db.insert(simulatedMachines).values({
        ref,
        instanceId: spec.instanceId,
        hostName: spec.hostName,
        state: 'provisioning',
        image: spec.image,
        system: spec.system,
        gpuCount: spec.gpuCount,
        sshPort: randomInt(20_000, 60_000),
        password: randomBytes(9).toString('base64url'),
      });
      const fails = failNextCreate || downHosts.has(spec.hostName);
      failNextCreate = false;
      later(
        ref,
        spec.instanceId,
        fails ? 'failed' : 'running',
        fails ? 'the host could not place the machine' : 'created',
      );
      return { ref };
    },
    start: (ref) => transition(ref, 'running', 'started'),
    stop: (ref) => transition(ref, 'stopped', 'stopped'),
    restart: (ref) => transition(ref, 'running', 'restarted'),
    reinitialise: async (ref, image) => {
      await db.update(simulatedMachines).set({ image }).where(eq(simulatedMachines.ref, ref));
      await transition(ref, 'running', 'reinitialised');
    },
    resize: async (ref, gpuCount) => {
      await machine(ref);
      await db.update(simulatedMachines).set({ gpuCount }).where(eq(simulatedMachines.ref, ref));
    },
    migrate: async (ref, hostName) => {
      await machine(ref);
      await db.update(simulatedMachines).set({ hostName }).where(eq(simulatedMachines.ref, ref));
    },
    setPassword: async (ref, password) => {
      await machine(ref);
      await db.update(simulatedMachines).set({ password }).where(eq(simulatedMachines.ref, ref));
    },
    delete: (ref) => transition(ref, 'deleted', 'deleted'),
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
    async screenshot() {
      // A 1x1 dark PNG: the simulation has no screen to capture.
      return {
        png: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
          'base64',
        ),
      };
    },
    injectFault(fault) {
      if (fault.kind === 'next-create-fails') failNextCreate = true;
      else downHosts.add(fault.hostName);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
