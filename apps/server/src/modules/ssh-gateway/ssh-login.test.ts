import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema/sessions/sessions.table';
import {
  assertEngine,
  buildInstances,
  connect,
  execute,
  fakePasswords,
  startTestGateway,
} from '../../testing/ssh-gateway';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { LOGIN_THROTTLE } from '../sessions/login-throttle';
import type { SshGateway } from './ssh-gateway';
import { sshLoginThrottle, sshThrottleSubject } from './ssh-throttle';

let app: TestApp;
let built: Awaited<ReturnType<typeof buildInstances>>;
const gateways: SshGateway[] = [];

beforeAll(async () => {
  await assertEngine();
  app = await createTestApp();
  built = await buildInstances(app);
}, 60_000);
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await built?.removeAll();
  await app?.close();
}, 60_000);

async function setup() {
  const compute = fakePasswords();
  const { gateway, logText } = await startTestGateway(app, compute);
  gateways.push(gateway);
  const instance = await built.instance();
  compute.passwords.set(instance.ref, instance.password);
  await built.container(instance.name, instance.id);
  return { compute, gateway, logText, instance };
}

/** The client's error when the gateway refuses a login; every refusal must read the same. */
async function refusal(port: number, username: string, password: string, from?: string): Promise<string> {
  const client = await connect(port, username, password, from).catch((error: Error) => error);
  if (!(client instanceof Error)) {
    client.end();
    throw new Error(`${username} was let in`);
  }
  return client.message;
}

describe('SSH gateway logins', () => {
  it('lets in the instance name with its password, and that instance only', async () => {
    const { gateway, instance } = await setup();
    const client = await connect(gateway.port, instance.name, instance.password);
    const { stdout } = await execute(client, 'cat /etc/hostname');
    const hostname = (await built.inspect(instance.name)).Config.Hostname;
    expect(stdout.trim()).toBe(hostname);
    client.end();
  }, 30_000);

  it('refuses alike a wrong password, another instance’s password, a stopped instance and an unknown name', async () => {
    const { compute, gateway, logText, instance } = await setup();
    const other = await built.instance();
    compute.passwords.set(other.ref, other.password);
    const stopped = await built.instance({ status: 'stopped' });
    compute.passwords.set(stopped.ref, stopped.password);

    const refusals = [
      await refusal(gateway.port, instance.name, 'not-the-password'),
      await refusal(gateway.port, instance.name, other.password),
      await refusal(gateway.port, stopped.name, stopped.password),
      await refusal(gateway.port, 'no-such-instance', instance.password),
    ];
    expect(new Set(refusals).size).toBe(1);
    expect(refusals[0]).toMatch(/authentication methods failed/);

    const log = logText();
    for (const reason of ['wrong_password', 'not_running', 'unknown_instance'])
      expect(log).toContain(`"reason":"${reason}"`);
    expect(log).toContain(`"username":"${stopped.name}"`);
    expect(log).toContain('"ip":"127.0.0.1"');
    for (const secret of [instance.password, other.password, stopped.password, 'not-the-password'])
      expect(log).not.toContain(secret);
  }, 30_000);

  it('makes an address wait after 5 wrong passwords for a name, longer after each further one, without checking the try', async () => {
    const { compute, gateway, logText, instance } = await setup();
    const from = '127.0.1.1';
    for (let failure = 0; failure < LOGIN_THROTTLE.freePerPair; failure += 1)
      await refusal(gateway.port, instance.name, `wrong-${failure}`, from);
    const checked = compute.asked();
    expect(checked).toBe(LOGIN_THROTTLE.freePerPair);

    await refusal(gateway.port, instance.name, instance.password, from);
    expect(compute.asked()).toBe(checked);
    expect(logText()).toContain('"reason":"throttled"');

    app.clock.advance(LOGIN_THROTTLE.firstWaitMs);
    await refusal(gateway.port, instance.name, 'wrong-again', from);
    expect(compute.asked()).toBe(checked + 1);
    app.clock.advance(LOGIN_THROTTLE.firstWaitMs);
    await refusal(gateway.port, instance.name, instance.password, from);
    expect(compute.asked()).toBe(checked + 1);

    app.clock.advance(LOGIN_THROTTLE.firstWaitMs);
    const client = await connect(gateway.port, instance.name, instance.password, from);
    client.end();
    expect(logText()).toContain('"outcome":"accepted"');
  }, 60_000);

  it('lets the owner in from their own address after strangers failed 20 times each at three others', async () => {
    const { gateway, instance } = await setup();
    for (const stranger of ['127.0.2.1', '127.0.2.2', '127.0.2.3'])
      for (let failure = 0; failure < 20; failure += 1)
        await refusal(gateway.port, instance.name, `guess-${failure}`, stranger);
    const client = await connect(gateway.port, instance.name, instance.password, '127.0.0.1');
    expect((await execute(client, 'echo in')).stdout).toBe('in\n');
    client.end();
  }, 120_000);

  it('counts failures in the database: three gateways on one database throttle an address together', async () => {
    const { compute, gateway, instance } = await setup();
    const replicas = [gateway];
    for (const _ of [2, 3]) {
      const replica = await startTestGateway(app, compute);
      gateways.push(replica.gateway);
      replicas.push(replica.gateway);
    }
    const from = '127.0.3.1';
    for (let failure = 0; failure < LOGIN_THROTTLE.freePerPair; failure += 1) {
      const replica = replicas[failure % replicas.length];
      if (!replica) throw new Error('no replica');
      await refusal(replica.port, instance.name, `wrong-${failure}`, from);
    }
    const checked = compute.asked();
    for (const replica of replicas) await refusal(replica.port, instance.name, instance.password, from);
    expect(compute.asked()).toBe(checked);

    const owner = await connect(replicas[2]?.port ?? 0, instance.name, instance.password, '127.0.0.1');
    owner.end();
  }, 60_000);
});

describe('the SSH login throttle', () => {
  it('weighs a name per address and an address across names, in the table the web login uses', async () => {
    const throttle = sshLoginThrottle(app.deps);
    for (let failure = 0; failure < LOGIN_THROTTLE.freePerPair; failure += 1)
      await throttle.recordFailure('10.9.0.1', 'box');
    expect(await throttle.waiting('10.9.0.1', 'box')).toBe(true);
    expect(await throttle.waiting('10.9.0.2', 'box')).toBe(false);
    expect(await throttle.waiting('10.9.0.1', 'other')).toBe(false);
    for (let failure = LOGIN_THROTTLE.freePerPair; failure < LOGIN_THROTTLE.freePerAddress; failure += 1)
      await throttle.recordFailure('10.9.0.1', `name-${failure}`);
    expect(await throttle.waiting('10.9.0.1', 'other')).toBe(true);
    expect(await throttle.waiting('10.9.0.2', 'other')).toBe(false);
    const kept = await app.deps.db.select().from(loginFailures).where(eq(loginFailures.ip, '10.9.0.1'));
    expect(kept.map((row) => row.subject)).toContain(sshThrottleSubject('box'));
    expect(sshThrottleSubject('x'.repeat(10_000)).length).toBeLessThan(200);
  });
});
