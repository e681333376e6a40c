import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../db/columns';
import type { MachineMount } from '../compute-provider';

/** What a docker machine was asked to be: recreating its container (resize, reinitialise, resume) reads it here. */
export interface DockerMachineShape {
  kind: 'kvm' | 'container' | 'bare_metal';
  gpuCount: number;
  cpuCores: number;
  memoryGb: number;
  dataDiskGb: number;
  bandwidthMbps: number;
  mounts: MachineMount[];
  /** A template's start (issue 42): the command, the ports, and the variables sealed as one JSON text. */
  launch?: DockerLaunch;
}

export interface DockerLaunch {
  command: string;
  ports: number[];
  /** `[name, value][]` as JSON, sealed with the data key (secret values among them). */
  envSealed: string;
}

/**
 * The docker provider's own records of the machines it made: the engine holds the container, this
 * holds what the engine cannot (the login password, sealed with the data key; the rented shape; the
 * volumes attached; whether the machine is suspended), so any process can drive any machine.
 */
export const dockerMachines = pgTable('docker_machines', {
  ref: text().primaryKey(),
  /** The create's idempotency key (the instance's name), also the SSH login name. */
  key: text().notNull().unique(),
  instanceId: integer().notNull(),
  hostName: text().notNull(),
  /** The engine image the container runs. */
  image: text().notNull(),
  shape: jsonb().$type<DockerMachineShape>().notNull(),
  /** Cloud disks attached (volume refs), mounted under /root/disks/<key>. */
  volumes: jsonb().$type<string[]>().notNull().default([]),
  /** The SSH password, sealed (PersonalDataVault); never stored readable. */
  passwordSealed: text().notNull(),
  suspended: integer().notNull().default(0),
  /**
   * Until when a command of some server process is at work on the machine (docker-busy.ts): every
   * process's reconciler and event follower then leaves it alone. Renewed while the command runs; a
   * crashed process's flag lapses on its own.
   */
  busyUntil: instant(),
  /** Which provider (a random id per server process) raised the flag: only it lowers it. */
  busyBy: text(),
  deletedAt: instant(),
  createdAt: createdAt(),
});

/**
 * Who is placing a container on an engine now (docker-engine-lease.ts): choosing GPU ids and cores
 * reads what the engine's other containers hold, so one process at a time per engine chooses and
 * creates. Keyed by the engine's address, so catalogue hosts on one engine share it.
 */
export const dockerEngineLeases = pgTable('docker_engine_leases', {
  engine: text().primaryKey(),
  holder: text().notNull(),
  until: instant().notNull(),
});

/** Cloud disks of the docker fleet: a named volume on the engine of the machine it is attached to. */
export const dockerVolumes = pgTable('docker_volumes', {
  ref: text().primaryKey(),
  key: text().notNull().unique(),
  region: text().notNull(),
  /** The size sold; the local volume driver cannot enforce or grow it, so it is recorded (docs/compute.md). */
  sizeGb: integer().notNull(),
  machineRef: text(),
  /** The host whose engine holds the volume, from its first attachment on. */
  hostName: text(),
  deleted: integer().notNull().default(0),
  createdAt: createdAt(),
});
