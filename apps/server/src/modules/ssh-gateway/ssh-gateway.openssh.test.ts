import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExec } from '../../providers/compute/docker/docker-exec';
import {
  assertEngine,
  buildInstances,
  docker,
  fakePasswords,
  startTestGateway,
} from '../../testing/ssh-gateway';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { SshGateway } from './ssh-gateway';

/** OpenSSH's own clients (ssh, scp, sftp from Debian's openssh-client) against the gateway. */
let app: TestApp;
let gateway: SshGateway;
let built: Awaited<ReturnType<typeof buildInstances>>;
let login: { name: string; password: string };
const dir = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-openssh-'));
const compute = fakePasswords();

beforeAll(async () => {
  await assertEngine();
  app = await createTestApp();
  built = await buildInstances(app);
  ({ gateway } = await startTestGateway(app, compute));
  const instance = await built.instance();
  compute.passwords.set(instance.ref, instance.password);
  await built.container(instance.name, instance.id);
  login = instance;
  // OpenSSH reads a password only from a terminal or SSH_ASKPASS.
  writeFileSync(path.join(dir, 'askpass'), `#!/bin/sh\necho '${instance.password}'\n`);
  chmodSync(path.join(dir, 'askpass'), 0o700);
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await built?.removeAll();
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** A client program's command line and environment (the password comes from the askpass script). */
function client(program: string, args: string[]) {
  const options = [
    '-o',
    'StrictHostKeyChecking=no',
    '-o',
    `UserKnownHostsFile=${path.join(dir, 'known_hosts')}`,
    '-o',
    'PreferredAuthentications=password',
    '-o',
    'NumberOfPasswordPrompts=1',
  ];
  const port = program === 'ssh' ? ['-p', String(gateway.port)] : ['-P', String(gateway.port)];
  const env = {
    ...process.env,
    SSH_ASKPASS: path.join(dir, 'askpass'),
    SSH_ASKPASS_REQUIRE: 'force',
    DISPLAY: ':0',
  };
  return { args: [...options, ...port, ...args], env };
}

function openssh(program: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const line = client(program, args);
  return new Promise((resolve) => {
    execFile(program, line.args, { env: line.env, timeout: 30_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** What runs in the instance's machine, one command line a line (ps in the container itself). */
async function processes(): Promise<string> {
  return (await runExec(docker.getContainer(`gpucloud-${login.name}`), ['ps', '-o', 'args'])).stdout;
}

async function until(what: string, holds: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await holds()) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`never: ${what}; the machine runs:\n${await processes()}`);
}

describe('OpenSSH clients through the gateway', () => {
  it('ssh runs a command and returns its exit code', async () => {
    const result = await openssh('ssh', [`${login.name}@127.0.0.1`, 'echo hello from $(hostname); exit 4']);
    expect(result.stdout).toMatch(/^hello from /);
    expect(result.code).toBe(4);
  }, 60_000);

  it('scp (over SFTP) puts a file into the data disk and gets the same bytes back', async () => {
    const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
    const bytes = randomBytes(2 * 1024 * 1024 + 7);
    writeFileSync(path.join(dir, 'up.bin'), bytes);
    const remote = `${login.name}@127.0.0.1:/root/data/scp.bin`;
    expect((await openssh('scp', ['-s', path.join(dir, 'up.bin'), remote])).code).toBe(0);
    expect((await openssh('scp', ['-s', remote, path.join(dir, 'down.bin')])).code).toBe(0);
    expect(md5(readFileSync(path.join(dir, 'down.bin')))).toBe(md5(bytes));
  }, 120_000);

  it('ends a command and what it started when the client drops mid-command (no terminal)', async () => {
    const line = client('ssh', [`${login.name}@127.0.0.1`, 'sleep 313 & sleep 314; echo never']);
    const ssh = spawn('ssh', line.args, { env: line.env, stdio: 'ignore' });
    await until('the command started', async () => /sleep 314/.test(await processes()));
    expect(await processes()).toMatch(/sleep 313/);
    ssh.kill('SIGKILL');
    await until('the command and its child ended', async () => !/sleep 31[34]/.test(await processes()));
  }, 60_000);

  it('ends a command on a terminal when the client drops mid-command', async () => {
    const line = client('ssh', ['-tt', `${login.name}@127.0.0.1`, 'sleep 315 & sleep 316; echo never']);
    const ssh = spawn('ssh', line.args, { env: line.env, stdio: 'ignore' });
    await until('the command started', async () => /sleep 316/.test(await processes()));
    ssh.kill('SIGKILL');
    await until('the command and its child ended', async () => !/sleep 31[56]/.test(await processes()));
  }, 60_000);
});
