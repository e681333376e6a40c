import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@gpucloud/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDockerShell } from '../../providers/compute/docker/docker-shell';
import { createKey, type TestKey } from '../../testing/access-keys';
import { buildUser, loginAs } from '../../testing/builders';
import { captureLog } from '../../testing/captured-log';
import { type DockerTestApp, dockerHosts, startDockerApp } from '../../testing/docker-app';
import { TEST_IMAGE } from '../../testing/docker-engine';
import { buildFleet, newContainerHost } from '../../testing/fleet';
import { freePort } from '../../testing/server-process';
import { type SshGateway, startSshGateway } from '../ssh-gateway/ssh-gateway';
import { readableNewKey } from '../ssh-gateway/ssh-host-key';

/**
 * Issue 45: the `gpucloud` CLI, built as it is packed (one bundled file), driven from a shell
 * against a server this test starts over real HTTP with the Docker compute provider: login, offers,
 * rent (waits for running), ssh through the gateway with OpenSSH (nproc), stop, logs, release, each
 * --json answer parsed; a refusal's exit code and reason. The SDK adds the SSH key over the same HTTP.
 */
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
let docker: DockerTestApp;
let gateway: SshGateway;
let baseUrl: string;
let work: string;
let key: TestKey;
let hostId: number;
let imageId: number;
let instanceId: number;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-cli-'));
  // The CLI as npm pack ships it: dist/gpucloud.js, found on PATH as `gpucloud`.
  const bin = path.join(work, 'bin');
  execFileSync(process.execPath, [
    path.join(repoRoot, 'packages/cli/scripts/build.mjs'),
    path.join(work, 'dist'),
  ]);
  mkdirSync(bin);
  symlinkSync(path.join(work, 'dist/gpucloud.js'), path.join(bin, 'gpucloud'));
  execFileSync('ssh-keygen', [
    '-q',
    '-t',
    'ed25519',
    '-N',
    '',
    '-C',
    'cli@test',
    '-f',
    path.join(work, 'id_ed25519'),
  ]);

  const sshPort = await freePort();
  docker = await startDockerApp(
    { DOCKER_DEFAULT_IMAGE: TEST_IMAGE, SSH_GATEWAY_PORT: String(sshPort), COMPUTE_SSH_HOST: '127.0.0.1' },
    { realClock: true },
  );
  const { app } = docker;
  gateway = await startSshGateway(
    {
      db: app.deps.db,
      clock: app.clock,
      log: captureLog().log,
      compute: app.deps.compute,
      shell: createDockerShell(dockerHosts),
    },
    { port: sshPort, host: '127.0.0.1', hostKey: readableNewKey(), maxFileBytes: 1 << 20 },
  );
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;

  const fleet = await buildFleet(app);
  imageId = fleet.imageId;
  hostId = (await newContainerHost(fleet, docker.hostNames)).id;
  const user = await buildUser(app, { balanceFen: 10_000 });
  key = await createKey(app, (await loginAs(app, user)).token);
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await docker?.close();
  if (work) rmSync(work, { recursive: true, force: true });
}, 60_000);

interface ShellResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command line in sh with the CLI on PATH and its config in the test's own directory. */
function shell(command: string, env: Record<string, string> = {}): Promise<ShellResult> {
  return new Promise((resolve) => {
    execFile(
      'sh',
      ['-c', command],
      {
        cwd: work,
        timeout: 90_000,
        env: {
          PATH: `${path.join(work, 'bin')}:${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`,
          HOME: work,
          XDG_CONFIG_HOME: path.join(work, 'config'),
          ...env,
        },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A command that must succeed, its --json answer parsed. */
async function json<T>(command: string): Promise<T> {
  const result = await shell(command);
  expect(result.code, `${command}\n${result.stderr}`).toBe(0);
  return JSON.parse(result.stdout) as T;
}

describe('the gpucloud CLI from a shell, on real Docker', () => {
  it('logs in, lists offers, rents, runs nproc over ssh, stops, shows the log and releases', async () => {
    const login = await shell(
      `printf %s "$SECRET" | gpucloud login --endpoint ${baseUrl} --access-key-id ${key.accessKeyId} --json`,
      { SECRET: key.secret },
    );
    expect(login.code, login.stderr).toBe(0);
    const logged = JSON.parse(login.stdout) as { AccessKeyId: string; ConfigFile: string };
    expect(logged.AccessKeyId).toBe(key.accessKeyId);
    expect(statSync(logged.ConfigFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(logged.ConfigFile, 'utf8')).toContain(baseUrl);

    const offers = await json<{ list: { HostId: number; GpuFree: number }[] }>(
      'gpucloud offers --kind container --json',
    );
    expect(offers.list.find((offer) => offer.HostId === hostId)).toMatchObject({ GpuFree: 1 });

    const rent = await shell(`gpucloud rent --host ${hostId} --image ${imageId} --json --timeout 60`);
    expect(rent.code, rent.stderr).toBe(0);
    const running = JSON.parse(rent.stdout) as {
      InstanceId: number;
      Status: string;
      Access: { SshPort: number };
    };
    instanceId = running.InstanceId;
    expect(running).toMatchObject({ Status: 'running', Access: { SshPort: gateway.port } });
    // Progress went to stderr, one line a status off a terminal; stdout held only the JSON.
    expect(rent.stderr).toMatch(
      new RegExp(
        `^instance ${instanceId} ordered .*\\n(instance ${instanceId}: \\w+\\n)*instance ${instanceId}: running\\n$`,
      ),
    );

    // The SDK over the same HTTP adds the key OpenSSH logs in with.
    const sdk = createClient({ baseUrl, ...key });
    await sdk.addSshKey({
      name: 'cli test',
      public_key: readFileSync(path.join(work, 'id_ed25519.pub'), 'utf8').trim(),
    });
    const options =
      '-i id_ed25519 -o BatchMode=yes -o IdentitiesOnly=yes -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR';
    const nproc = await shell(`gpucloud ssh ${instanceId} -- ${options} nproc`);
    expect(nproc.code, nproc.stderr).toBe(0);
    expect(nproc.stdout.trim()).toMatch(/^\d+$/);
    expect(Number(nproc.stdout)).toBe(1);
    // ssh's own exit code comes back.
    expect((await shell(`gpucloud ssh ${instanceId} -- ${options} 'exit 3'`)).code).toBe(3);

    const listed = await json<{ data: { InstanceId: number; Status: string }[] }>('gpucloud ls --json');
    expect(listed.data).toContainEqual(
      expect.objectContaining({ InstanceId: instanceId, Status: 'running' }),
    );

    expect(await json(`gpucloud stop ${instanceId} --json`)).toEqual({
      InstanceId: instanceId,
      Status: 'stopped',
    });
    const stoppedSsh = await shell(`gpucloud ssh ${instanceId} -- ${options} nproc`);
    expect(stoppedSsh).toMatchObject({
      code: 6,
      stderr: `gpucloud: instance ${instanceId} is stopped: ssh needs it running\n`,
    });
    expect(await json(`gpucloud release ${instanceId} --json`)).toEqual({
      InstanceId: instanceId,
      Status: 'released',
    });

    const log = await json<{ data: { Event: string }[] }>(`gpucloud logs ${instanceId} --json`);
    expect(log.data.map((entry) => entry.Event)).toEqual(
      expect.arrayContaining(['created', 'stopped', 'released']),
    );
    expect(await sdk.logs(instanceId, { page_size: 1 })).toMatchObject({ data: [log.data[0]] });
    // Pay as you go is charged by the billing ticks, which this test's clock does not run: 100 yuan left.
    const balance = await json<{ Available: number; Money: number }>('gpucloud balance --json');
    expect(balance).toMatchObject({ Available: 100, Money: 100 });
  }, 120_000);

  it("exits 1 on a refusal with the server's code and reason, 2 on a usage error, 3 when logged out", async () => {
    const refused = await shell(`gpucloud rent --host ${hostId} --image ${imageId} --gpus 9 --json`);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    const { error } = JSON.parse(refused.stderr) as { error: { status: number; reason: string } };
    expect(error.status).toBe(100021);
    expect(error.reason).toContain('gpu_count');
    const plain = await shell(`gpucloud release 999999`);
    expect(plain).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^gpucloud: refused \(\d+\): instance not found\n$/),
    });

    expect((await shell('gpucloud rent --gpus 1')).code).toBe(2);
    expect((await shell('gpucloud logout')).code).toBe(0);
    const out = await shell('gpucloud ls');
    expect(out).toMatchObject({ code: 3, stderr: expect.stringContaining('run gpucloud login') });
  }, 60_000);
});
