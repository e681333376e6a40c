import { randomBytes } from 'node:crypto';
import Docker from 'dockerode';
import type { ClientChannel } from 'ssh2';
import { Client } from 'ssh2';
import { instances } from '../db/schema/instances/instances.table';
import { type SshGateway, startSshGateway } from '../modules/ssh-gateway/ssh-gateway';
import { readableNewKey } from '../modules/ssh-gateway/ssh-host-key';
import type { AccessDetails } from '../providers/compute/compute-provider';
import {
  createDockerHosts,
  dockerRef,
  parseDockerEngineConfig,
} from '../providers/compute/docker/docker-hosts';
import { createDockerShell } from '../providers/compute/docker/docker-shell';
import { buildUser } from './builders';
import { captureLog } from './captured-log';
import { buildFleet } from './fleet';
import type { TestApp } from './test-app';

/** The tiny image scripts/docker.sh imports (no registry). */
export const TEST_IMAGE = 'gpucloud/busybox:1';
const HOST_NAME = 'ssh-gateway-test';

export const docker = new Docker({ socketPath: '/var/run/docker.sock' });

export async function assertEngine(): Promise<void> {
  await docker
    .getImage(TEST_IMAGE)
    .inspect()
    .catch(() => {
      throw new Error(`no Docker engine with ${TEST_IMAGE}: run bash scripts/docker.sh first`);
    });
}

/** The compute provider's side of logins: a password per machine ref, and how often it was asked. */
export function fakePasswords() {
  const passwords = new Map<string, string>();
  let asked = 0;
  return {
    passwords,
    asked: () => asked,
    async accessDetails(ref: string): Promise<AccessDetails> {
      asked += 1;
      const password = passwords.get(ref);
      if (!password) throw new Error(`no machine ${ref}`);
      return { sshHost: '127.0.0.1', sshPort: 2222, username: ref, password, vncUrl: null, rdpPort: null };
    },
  };
}

/**
 * The instances a test logs in to, as the books hold them, and containers made as the docker
 * provider makes them (name, labels, data volume at /root/data; one CPU, 256 MB).
 */
export async function buildInstances(app: TestApp) {
  const fleet = await buildFleet(app);
  const host = await fleet.newHost({ kind: 'container' });
  const user = await buildUser(app);
  const made: string[] = [];

  async function instance(
    fields: {
      status?: 'running' | 'stopped';
      providerRef?: string;
      name?: string;
      /** Rented by this sub-account of the kit's user (null: by the user itself). */
      subAccountId?: number | null;
    } = {},
  ) {
    const name = fields.name ?? `ssh-${randomBytes(4).toString('hex')}`;
    const [row] = await app.deps.db
      .insert(instances)
      .values({
        name,
        userId: user.id,
        subAccountId: fields.subAccountId ?? null,
        hostId: host.id,
        imageId: fleet.imageId,
        kind: 'container',
        gpuCount: 1,
        billingMode: 'hourly',
        hourlyRate: 198,
        status: fields.status ?? 'running',
        providerRef: fields.providerRef ?? dockerRef(HOST_NAME, `gpucloud-${name}`),
        orderNo: `ssh-test-${name}`,
      })
      .returning();
    if (!row) throw new Error('no instance');
    return { id: row.id, name, ref: row.providerRef ?? '', password: randomBytes(12).toString('base64url') };
  }

  async function container(name: string, instanceId: number): Promise<Docker.Container> {
    const labels = {
      'gpucloud.key': name,
      'gpucloud.instance': String(instanceId),
      'gpucloud.host': HOST_NAME,
    };
    const volume = `gpucloud-${name}-data`;
    await docker.createVolume({ Name: volume, Labels: labels });
    const created = await docker.createContainer({
      name: `gpucloud-${name}`,
      Image: TEST_IMAGE,
      Cmd: ['/bin/sh', '-c', 'trap "exit 0" TERM; while :; do sleep 1; done'],
      Labels: labels,
      HostConfig: { CpusetCpus: '0', Memory: 256 * 1024 * 1024, Binds: [`${volume}:/root/data`] },
    });
    made.push(name);
    await created.start();
    return created;
  }

  async function removeAll(): Promise<void> {
    for (const name of made) {
      await docker
        .getContainer(`gpucloud-${name}`)
        .remove({ force: true })
        .catch(() => undefined);
      await docker
        .getVolume(`gpucloud-${name}-data`)
        .remove()
        .catch(() => undefined);
    }
  }

  const inspect = (name: string) => docker.getContainer(`gpucloud-${name}`).inspect();

  return { user, instance, container, inspect, removeAll };
}

/** A gateway on a free port of 127.0.0.1 over the test app's books, logging into a captured log. */
export async function startTestGateway(
  app: TestApp,
  compute: ReturnType<typeof fakePasswords>,
  options: { maxFileBytes?: number } = {},
): Promise<{ gateway: SshGateway; logText: () => string }> {
  const { log, text } = captureLog();
  const gateway = await startSshGateway(
    {
      db: app.deps.db,
      clock: app.clock,
      log,
      compute,
      shell: createDockerShell(createDockerHosts(parseDockerEngineConfig({}))),
    },
    {
      port: 0,
      host: '127.0.0.1',
      hostKey: readableNewKey(),
      recheckMs: 100,
      maxFileBytes: options.maxFileBytes ?? 64 * 1024 * 1024,
    },
  );
  return { gateway, logText: text };
}

/**
 * An ssh2 client logged in (resolves) or refused (rejects with the client's error). `from` is the
 * client's address (any of 127.0.0.0/8 reaches the gateway on 127.0.0.1), to stand for other clients.
 */
export function connect(
  port: number,
  username: string,
  password: string,
  from = '127.0.0.1',
): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client = new Client();
    client.once('ready', () => resolve(client));
    client.once('error', reject);
    client.connect({
      host: '127.0.0.1',
      localAddress: from,
      port,
      username,
      password,
      tryKeyboard: false,
      readyTimeout: 10_000,
    });
  });
}

/** Runs a command through the gateway: its output and exit code. */
export function execute(
  client: Client,
  command: string,
): Promise<{ stdout: string; stderr: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    client.exec(command, (error, channel) => {
      if (error) return reject(error);
      let stdout = '';
      let stderr = '';
      let code: number | null = null;
      channel.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      channel.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      channel.on('exit', (exitCode: number | null) => {
        code = exitCode;
      });
      channel.on('close', () => resolve({ stdout, stderr, code }));
    });
  });
}

/** Resolves with everything a channel has printed once it matches `pattern`. */
export function waitForOutput(channel: ClientChannel, read: () => string, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (pattern.test(read())) {
        channel.off('data', check);
        channel.off('close', closed);
        resolve(read());
      }
    };
    const closed = () => reject(new Error(`channel closed before ${pattern}: ${JSON.stringify(read())}`));
    channel.on('data', check);
    channel.once('close', closed);
    check();
  });
}
