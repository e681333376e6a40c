import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { SshGateway } from './ssh-gateway';
import {
  assertEngine,
  buildInstances,
  connect,
  execute,
  fakePasswords,
  startTestGateway,
} from './ssh-gateway.test-support';
import { SSH_THROTTLE, SshLoginThrottle } from './ssh-throttle';

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

async function setup(throttle?: SshLoginThrottle) {
  const compute = fakePasswords();
  const { gateway, logText } = await startTestGateway(app, compute, throttle ? { throttle } : {});
  gateways.push(gateway);
  const instance = await built.instance();
  compute.passwords.set(instance.ref, instance.password);
  await built.container(instance.name, instance.id);
  return { compute, gateway, logText, instance };
}

/** The client's error when the gateway refuses a login; every refusal must read the same. */
async function refusal(port: number, username: string, password: string): Promise<string> {
  const client = await connect(port, username, password).catch((error: Error) => error);
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

  it('refuses the 11th try from an address without checking it, until the window has passed', async () => {
    const { compute, gateway, logText, instance } = await setup(new SshLoginThrottle(app.clock));
    for (let failure = 0; failure < SSH_THROTTLE.perAddress; failure += 1)
      await refusal(gateway.port, instance.name, `wrong-${failure}`);
    const checked = compute.asked();
    expect(checked).toBe(SSH_THROTTLE.perAddress);

    await refusal(gateway.port, instance.name, instance.password);
    expect(compute.asked()).toBe(checked);
    expect(logText()).toContain('"reason":"throttled"');

    app.clock.advance(SSH_THROTTLE.windowMs);
    const client = await connect(gateway.port, instance.name, instance.password);
    client.end();
    expect(logText()).toContain('"outcome":"accepted"');
  }, 60_000);
});

describe('the login throttle', () => {
  it('counts a name’s failures from every address against its own, higher limit', () => {
    const throttle = new SshLoginThrottle(app.clock, { windowMs: 1_000, perAddress: 2, perUsername: 3 });
    throttle.recordFailure('10.0.0.1', 'box');
    throttle.recordFailure('10.0.0.2', 'box');
    expect(throttle.blocked('10.0.0.3', 'box')).toBe(false);
    throttle.recordFailure('10.0.0.3', 'box');
    expect(throttle.blocked('10.0.0.4', 'box')).toBe(true);
    expect(throttle.blocked('10.0.0.4', 'other')).toBe(false);
    throttle.recordFailure('10.0.0.4', 'other');
    expect(throttle.blocked('10.0.0.4', 'third')).toBe(false);
    throttle.recordFailure('10.0.0.4', 'other');
    expect(throttle.blocked('10.0.0.4', 'third')).toBe(true);
    expect(throttle.blocked('10.0.0.5', 'third')).toBe(false);
    app.clock.advance(1_000);
    expect(throttle.blocked('10.0.0.4', 'box')).toBe(false);
  });
});
