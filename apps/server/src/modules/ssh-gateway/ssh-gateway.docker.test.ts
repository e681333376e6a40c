import { randomBytes } from 'node:crypto';
import type { Client, SFTPWrapper } from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDockerShell } from '../../providers/compute/docker/docker-shell';
import { captureLog } from '../../testing/captured-log';
import { startTestCompute, type TestCompute } from '../../testing/docker-compute';
import { buildInstances, connect, execute } from '../../testing/ssh-gateway';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type SshGateway, startSshGateway } from './ssh-gateway';
import { readableNewKey } from './ssh-host-key';

/** The gateway over the docker provider itself: its passwords, its containers, its data disks. */
let app: TestApp;
let t: TestCompute;
let gateway: SshGateway;
let client: Client | null = null;

beforeAll(async () => {
  app = await createTestApp();
  t = await startTestCompute('sshgw');
  gateway = await startSshGateway(
    {
      db: app.deps.db,
      clock: app.clock,
      log: captureLog().log,
      compute: t.compute,
      shell: createDockerShell(t.hosts),
    },
    {
      port: 0,
      host: '127.0.0.1',
      hostKey: readableNewKey(),
      maxFileBytes: 1 << 26,
    },
  );
}, 60_000);
afterAll(async () => {
  client?.end();
  await gateway?.close();
  await t?.close();
  await app?.close();
}, 60_000);

function sftpOf(connected: Client): Promise<SFTPWrapper> {
  return new Promise((resolve, reject) =>
    connected.sftp((error, sftp) => (error ? reject(error) : resolve(sftp))),
  );
}

describe('the SSH gateway into docker machines', () => {
  it('logs in with the details the provider answers: rented CPU and memory, a data disk kept across stop and start', async () => {
    const key = `${t.hostName}-ssh`;
    const from = t.reports.length;
    const { ref } = await t.compute.create(t.spec(key, { cpuCores: 1, memoryGb: 1 }));
    await t.reported(ref, 'running', from);
    const instance = await (await buildInstances(app)).instance({ name: key, providerRef: ref });
    const access = await t.compute.accessDetails(ref);
    expect(access.username).toBe(instance.name);

    client = await connect(gateway.port, access.username, access.password);
    expect((await execute(client, 'nproc')).stdout).toBe('1\n');
    const limit = await execute(client, 'cat /sys/fs/cgroup/memory/memory.limit_in_bytes');
    expect(limit.stdout).toBe(`${1024 * 1024 * 1024}\n`);
    const bytes = randomBytes(100_000);
    const sftp = await sftpOf(client);
    await new Promise<void>((resolve, reject) =>
      sftp.writeFile('/root/data/kept.bin', bytes, (error) => (error ? reject(error) : resolve())),
    );
    client.end();

    let at = t.reports.length;
    await t.compute.stop(ref);
    await t.reported(ref, 'stopped', at);
    at = t.reports.length;
    await t.compute.start(ref);
    await t.reported(ref, 'running', at);

    client = await connect(gateway.port, access.username, access.password);
    const back = await sftpOf(client).then(
      (again) =>
        new Promise<Buffer>((resolve, reject) =>
          again.readFile('/root/data/kept.bin', (error, data) => (error ? reject(error) : resolve(data))),
        ),
    );
    expect(back.equals(bytes)).toBe(true);
  }, 120_000);
});
