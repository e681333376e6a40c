import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../db/columns';
import type { MachineMount } from '../compute-provider';

/**
 * The simulated fleet's own records (what a hypervisor would know), kept apart from our instances
 * and in the database, so the fleet outlives our process as a real engine would. A command in
 * progress is `pending` (the state it leads to) until `settleAt`; whoever looks after that moment
 * (the process's own timer or an inspection by any process) settles it, exactly once.
 */
export const simulatedMachines = pgTable('simulated_machines', {
  ref: text().primaryKey(),
  /** The create's idempotency key (the instance's name). */
  key: text().unique(),
  instanceId: integer().notNull(),
  hostName: text().notNull(),
  state: text().notNull(),
  pending: text(),
  pendingDetail: text().notNull().default(''),
  /** When the pending command finishes; null while it hangs (an injected fault). */
  settleAt: instant(),
  /** When a machine stopped behind the product's back (the `machine-dies` fault): what its inspection says as `since`. */
  stateSince: instant(),
  image: text().notNull(),
  kind: text({ enum: ['kvm', 'container', 'bare_metal'] })
    .notNull()
    .default('kvm'),
  system: text({ enum: ['linux', 'windows'] })
    .notNull()
    .default('linux'),
  gpuCount: integer().notNull(),
  cpuCores: integer().notNull().default(0),
  memoryGb: integer().notNull().default(0),
  dataDiskGb: integer().notNull().default(0),
  bandwidthMbps: integer().notNull().default(0),
  /** Datasets mounted into the machine (issue 18), as the create asked: read-only at their target. */
  mounts: jsonb().$type<MachineMount[]>().notNull().default([]),
  /**
   * A template's start as the create asked (issue 42): command, variables and ports, recorded as an
   * engine's container config would hold them, except that a secret value is kept only as its
   * SHA-256 digest (`sha256:<hex>`): a simulation needs no secret, and none is kept readable.
   */
  launch: jsonb().$type<SimulatedLaunch>(),
  /** Suspended: the host has taken its GPUs, CPU and memory back; its disks are kept. */
  suspended: integer().notNull().default(0),
  sshPort: integer().notNull(),
  password: text().notNull(),
  createdAt: createdAt(),
});

export interface SimulatedLaunch {
  command: string;
  env: { name: string; value: string }[];
  ports: { port: number; label: string }[];
}

/** Images saved from simulated machines: `creating` until `settleAt`, then ready (or failed). */
export const simulatedImages = pgTable('simulated_images', {
  ref: text().primaryKey(),
  key: text().notNull().unique(),
  machineRef: text().notNull(),
  state: text({ enum: ['creating', 'ready', 'failed', 'deleted'] }).notNull(),
  sizeGb: integer().notNull(),
  settleAt: instant(),
  createdAt: createdAt(),
});

/** Volumes of the simulated fleet (cloud disks), attached to at most one machine. */
export const simulatedVolumes = pgTable('simulated_volumes', {
  ref: text().primaryKey(),
  key: text().notNull().unique(),
  region: text().notNull(),
  sizeGb: integer().notNull(),
  machineRef: text(),
  deleted: integer().notNull().default(0),
  createdAt: createdAt(),
});

/** Plugins installed on simulated machines, with the port and token they answer on. */
export const simulatedPlugins = pgTable(
  'simulated_plugins',
  {
    machineRef: text().notNull(),
    plugin: text().notNull(),
    port: integer().notNull(),
    token: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.machineRef, t.plugin] })],
);
