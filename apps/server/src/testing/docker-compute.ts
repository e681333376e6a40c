import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { PersonalDataVault } from '../core/crypto/personal-data';
import type { Database } from '../core/db';
import type { MachineSpec, MachineState } from '../providers/compute/compute-provider';
import {
  createDockerHosts,
  type DockerHosts,
  parseDockerEngineConfig,
} from '../providers/compute/docker/docker-hosts';
import { createDockerCompute, type DockerCompute } from '../providers/compute/docker/docker-provider';
import { assertEngineReady, eventually, removeHostMachines, TEST_IMAGE } from './docker-engine';
import { openSharedDatabase, openTestDatabase } from './test-database';

export interface TestReplica {
  compute: DockerCompute;
  reports: TestCompute['reports'];
}

export interface TestCompute {
  hostName: string;
  hosts: DockerHosts;
  database: Database;
  compute: DockerCompute;
  reports: { ref: string; state: MachineState; detail: string; since?: Date }[];
  spec(key: string, overrides?: Partial<MachineSpec>): MachineSpec;
  /** The listener's first report of `state` for a machine after the first `from` reports, once no command is at work. */
  reported(ref: string, state: MachineState, from: number): Promise<{ detail: string; since?: Date }>;
  /**
   * Another provider on the same database and engine, as a second server process would have (its own
   * engine clients, connection and in-process state), closed with this one.
   */
  replica(): Promise<TestReplica>;
  close(): Promise<void>;
}

/**
 * A docker provider on the local engine for one test file: a host name of its own (so its listing
 * and clean-up see only its containers), a fresh database, every report kept.
 */
export async function startTestCompute(
  prefix: string,
  options: { env?: Record<string, string>; gpus?: string[]; imageMap?: Record<string, string> } = {},
): Promise<TestCompute> {
  const hostName = `${prefix}-${randomBytes(4).toString('hex')}`;
  const hosts = createDockerHosts(parseDockerEngineConfig(options.env ?? {}));
  await assertEngineReady(hosts.engine(hostName));
  const database = await openTestDatabase();
  const vault = new PersonalDataVault(randomBytes(32));
  const providerOn = (db: Database, engines: DockerHosts) => {
    const provider = createDockerCompute({
      hosts: engines,
      db: db.db,
      vault,
      log: pino({ level: 'silent' }),
      sshHost: 'gpu.example.com',
      sshGatewayPort: 2222,
      defaultImage: TEST_IMAGE,
      imageMap: options.imageMap ?? {},
      gpuHosts: options.gpus ? { [hostName]: options.gpus } : {},
    });
    const heard: TestCompute['reports'] = [];
    provider.onStateChange(async (event) => {
      heard.push(event);
    });
    return { compute: provider, reports: heard };
  };
  const { compute, reports } = providerOn(database, hosts);
  const replicas: (TestReplica & { database: Database })[] = [];
  return {
    hostName,
    hosts,
    database,
    compute,
    reports,
    spec: (key, overrides = {}) => ({
      key,
      instanceId: 1,
      hostName,
      kind: 'container',
      gpuCount: 1,
      cpuCores: 1,
      memoryGb: 1,
      image: 'debian12-cuda12.4',
      system: 'linux',
      dataDiskGb: 50,
      ...overrides,
    }),
    async reported(ref, state, from) {
      const report = await eventually(() =>
        reports.slice(from).find((r) => r.ref === ref && r.state === state),
      );
      // The engine's events may report the state while the command is still at work (a restart's own
      // start event, or a late one of the create): the command ends before the test looks further.
      await compute.idle();
      return report;
    },
    async replica() {
      const shared = await openSharedDatabase(database);
      const replica = providerOn(shared, createDockerHosts(parseDockerEngineConfig(options.env ?? {})));
      replicas.push({ ...replica, database: shared });
      return replica;
    },
    async close() {
      for (const replica of replicas) {
        replica.compute.close();
        await replica.compute.idle();
        // On PGlite the replica's database is this very one, closed below.
        if (replica.database !== database) await replica.database.close();
      }
      compute.close();
      await compute.idle();
      await removeHostMachines(hosts.engine(hostName), hostName);
      await database.close();
    },
  };
}
