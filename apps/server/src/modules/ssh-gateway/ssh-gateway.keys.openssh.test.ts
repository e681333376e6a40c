import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { instancesEndpoints, sshKeysEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subAccountSession } from '../../testing/access-keys';
import { buildUser, loginAs } from '../../testing/builders';
import { assertEngine, buildInstances, fakePasswords, startTestGateway } from '../../testing/ssh-gateway';
import { sshKeygen } from '../../testing/ssh-keys';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { SshGateway } from './ssh-gateway';

/** OpenSSH's ssh with keys (`-i`, no password) against the gateway, on real containers. */
let app: TestApp;
let gateway: SshGateway;
let logText: () => string;
let built: Awaited<ReturnType<typeof buildInstances>>;
const dir = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-openssh-keys-'));
const compute = fakePasswords();
const pairs: Array<ReturnType<typeof sshKeygen>> = [];

beforeAll(async () => {
  await assertEngine();
  app = await createTestApp();
  built = await buildInstances(app);
  ({ gateway, logText } = await startTestGateway(app, compute));
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await built?.removeAll();
  await app?.close();
  for (const pair of pairs) pair.remove();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** A running instance with its container, rented by the kit's user or one of its sub-accounts. */
async function runningInstance(subAccountId: number | null = null) {
  const instance = await built.instance({ subAccountId });
  compute.passwords.set(instance.ref, instance.password);
  await built.container(instance.name, instance.id);
  return instance;
}

/** A key pair made by ssh-keygen, its public key added to the account of `session`. */
async function keyOf(session: string) {
  const pair = sshKeygen('ed25519');
  pairs.push(pair);
  const reply = await app.call(sshKeysEndpoints.add, { session, name: 'laptop', public_key: pair.publicKey });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return pair;
}

function ssh(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; stdout: string }> {
  const options = [
    '-o',
    'StrictHostKeyChecking=no',
    '-o',
    `UserKnownHostsFile=${path.join(dir, 'known_hosts')}`,
    '-o',
    'IdentitiesOnly=yes',
    '-p',
    String(gateway.port),
  ];
  return new Promise((resolve) => {
    execFile('ssh', [...options, ...args], { env, timeout: 30_000 }, (error, stdout) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout });
    });
  });
}

/** `ssh -i key -o BatchMode=yes name@gateway nproc`: never asks for a password. */
const withKey = (file: string, name: string) =>
  ssh([
    '-i',
    file,
    '-o',
    'BatchMode=yes',
    '-o',
    'PreferredAuthentications=publickey',
    `${name}@127.0.0.1`,
    'nproc',
  ]);

/** The same with the password only, read from an askpass script. */
function withPassword(name: string, password: string) {
  const askpass = path.join(dir, `askpass-${name}`);
  writeFileSync(askpass, `#!/bin/sh\necho '${password}'\n`);
  chmodSync(askpass, 0o700);
  return ssh(
    [
      '-o',
      'PreferredAuthentications=password',
      '-o',
      'NumberOfPasswordPrompts=1',
      `${name}@127.0.0.1`,
      'nproc',
    ],
    { ...process.env, SSH_ASKPASS: askpass, SSH_ASKPASS_REQUIRE: 'force', DISPLAY: ':0' },
  );
}

describe('OpenSSH key logins through the gateway', () => {
  it("logs in with the owner's key and no password, runs nproc, and records the key's use", async () => {
    const owner = (await loginAs(app, built.user)).token;
    const pair = await keyOf(owner);
    const instance = await runningInstance();
    const result = await withKey(pair.privateKeyFile, instance.name);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toMatch(/^\d+$/);
    expect(logText()).toContain(pair.fingerprint);
    const [row] = (await app.call(sshKeysEndpoints.list, { session: owner })).body.data.list;
    expect(row?.LastUsedAt).not.toBeNull();
  }, 60_000);

  it("refuses another account's key", async () => {
    const stranger = await buildUser(app);
    const pair = await keyOf((await loginAs(app, stranger)).token);
    const instance = await runningInstance();
    const result = await withKey(pair.privateKeyFile, instance.name);
    expect(result.code).toBe(255);
    expect(result.stdout).toBe('');
  }, 60_000);

  it("takes a sub-account's own key on the instance it rented, not on its main account's", async () => {
    const sub = await subAccountSession(app, built.user.id);
    const pair = await keyOf(sub.session);
    const its = await runningInstance(sub.id);
    const mains = await runningInstance();
    expect((await withKey(pair.privateKeyFile, its.name)).code).toBe(0);
    expect((await withKey(pair.privateKeyFile, mains.name)).code).toBe(255);
    // The main account may act on its sub-accounts' instances: its own key opens this one too.
    const mainKey = await keyOf((await loginAs(app, built.user)).token);
    expect((await withKey(mainKey.privateKeyFile, its.name)).code).toBe(0);
  }, 60_000);

  it('with password login off refuses the password and takes the key', async () => {
    const owner = (await loginAs(app, built.user)).token;
    const pair = await keyOf(owner);
    const instance = await runningInstance();
    expect((await withPassword(instance.name, instance.password)).code).toBe(0);
    const off = await app.call(instancesEndpoints.setSshPasswordLogin, {
      session: owner,
      instance_id: instance.id,
      enabled: false,
    });
    expect(off.body.status, off.body.reason).toBe(0);
    expect((await withPassword(instance.name, instance.password)).code).toBe(255);
    expect(logText()).toContain('password_login_off');
    expect((await withKey(pair.privateKeyFile, instance.name)).code).toBe(0);
  }, 90_000);
});
