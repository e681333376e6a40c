import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Client, ClientChannel, SFTPWrapper } from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances } from '../../db/schema/instances/instances.table';
import {
  assertEngine,
  buildInstances,
  connect,
  execute,
  fakePasswords,
  startTestGateway,
  waitForOutput,
} from '../../testing/ssh-gateway';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { SshGateway } from './ssh-gateway';

let app: TestApp;
let gateway: SshGateway;
let built: Awaited<ReturnType<typeof buildInstances>>;
const compute = fakePasswords();
const clients: Client[] = [];

beforeAll(async () => {
  await assertEngine();
  app = await createTestApp();
  built = await buildInstances(app);
  ({ gateway } = await startTestGateway(app, compute));
}, 60_000);
afterAll(async () => {
  for (const client of clients) client.end();
  await gateway?.close();
  await built?.removeAll();
  await app?.close();
}, 60_000);

/** A running instance with its container, logged in through the gateway. */
async function setup() {
  const instance = await built.instance();
  compute.passwords.set(instance.ref, instance.password);
  await built.container(instance.name, instance.id);
  const client = await connect(gateway.port, instance.name, instance.password);
  clients.push(client);
  return { instance, client };
}

function openShell(client: Client, window: { rows: number; cols: number }): Promise<ClientChannel> {
  return new Promise((resolve, reject) => {
    client.shell({ ...window, term: 'xterm' }, (error, channel) =>
      error ? reject(error) : resolve(channel),
    );
  });
}

function openSftp(client: Client): Promise<SFTPWrapper> {
  return new Promise((resolve, reject) =>
    client.sftp((error, sftp) => (error ? reject(error) : resolve(sftp))),
  );
}

function promised<T>(call: (done: (error: Error | null | undefined, value: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => call((error, value) => (error ? reject(error) : resolve(value))));
}

describe('SSH sessions through the gateway', () => {
  it('runs a command without a terminal: stdout and stderr apart, the exit code returned', async () => {
    const { client } = await setup();
    expect(await execute(client, 'echo hi; echo oops >&2; exit 3')).toEqual({
      stdout: 'hi\n',
      stderr: 'oops\n',
      code: 3,
    });
  }, 30_000);

  it('passes stdin to a command and closes it on the client EOF', async () => {
    const { client } = await setup();
    const channel = await promised<ClientChannel>((done) => client.exec('wc -c', done));
    let out = '';
    channel.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    channel.end('twelve bytes');
    await new Promise((resolve) => channel.once('close', resolve));
    expect(out.trim()).toBe('12');
  }, 30_000);

  it('opens a login shell on a terminal: the prompt works, nproc shows the rented CPU, resizes are applied', async () => {
    const { client } = await setup();
    const shell = await openShell(client, { rows: 24, cols: 80 });
    let out = '';
    shell.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    let exitCode: number | null = null;
    shell.on('exit', (code: number | null) => {
      exitCode = code;
    });
    await waitForOutput(shell, () => out, /~ # /);
    shell.write('nproc; stty size\n');
    expect(await waitForOutput(shell, () => out, /\r\n1\r\n24 80\r\n/)).toMatch(/24 80/);
    shell.setWindow(40, 120, 0, 0);
    // The resize travels beside the typed line; stty reads the terminal's size once it has landed.
    shell.write(
      'while [ "$(stty size)" != "40 120" ]; do sleep 0.1; done; echo resized-$(stty size | tr " " x)\n',
    );
    await waitForOutput(shell, () => out, /resized-40x120/);
    shell.write('exit 5\n');
    await new Promise((resolve) => shell.once('close', resolve));
    expect(exitCode).toBe(5);
  }, 30_000);

  it('puts a file into the data disk over SFTP and gets the same bytes back', async () => {
    const { client } = await setup();
    const sftp = await openSftp(client);
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    await promised<void>((done) => sftp.writeFile('data/blob.bin', bytes, (error) => done(error, undefined)));
    const back = await promised<Buffer>((done) => sftp.readFile('/root/data/blob.bin', done));
    expect(back.equals(bytes)).toBe(true);
    const stat = await promised<{ size: number; isFile(): boolean }>((done) =>
      sftp.stat('/root/data/blob.bin', done),
    );
    expect(stat.size).toBe(bytes.length);
    expect(stat.isFile()).toBe(true);
    await promised<void>((done) => sftp.mkdir('/root/data/dir', (error) => done(error, undefined)));
    await promised<void>((done) =>
      sftp.rename('/root/data/blob.bin', '/root/data/dir/moved.bin', (error) => done(error, undefined)),
    );
    const names = await promised<{ filename: string; longname: string }[]>((done) =>
      sftp.readdir('/root/data/dir', done),
    );
    expect(names.map((entry) => entry.filename)).toEqual(['moved.bin']);
    expect(names[0]?.longname).toMatch(/^-rw-r--r-- .* 3145745 /);
    expect(await execute(client, 'wc -c < /root/data/dir/moved.bin')).toMatchObject({ stdout: '3145745\n' });
    await promised<void>((done) =>
      sftp.unlink('/root/data/dir/moved.bin', (error) => done(error, undefined)),
    );
    const gone = await promised<unknown>((done) => sftp.stat('/root/data/dir/moved.bin', done)).catch(
      (error: { code?: number }) => error.code,
    );
    expect(gone).toBe(2);
  }, 60_000);

  it('ends the connection when the instance stops running', async () => {
    const { instance, client } = await setup();
    const shell = await openShell(client, { rows: 24, cols: 80 });
    let out = '';
    shell.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    await waitForOutput(shell, () => out, /~ # /);
    const closed = new Promise((resolve) => client.once('close', () => resolve(undefined)));
    await app.deps.db.update(instances).set({ status: 'stopped' }).where(eq(instances.id, instance.id));
    await closed;
  }, 30_000);

  it('answers a machine it cannot open (a simulated one) with a message and exit code 1', async () => {
    const instance = await built.instance({ providerRef: 'sim-machine-1' });
    compute.passwords.set(instance.ref, instance.password);
    const client = await connect(gateway.port, instance.name, instance.password);
    clients.push(client);
    const result = await execute(client, 'true');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/cannot be opened through the SSH gateway/);
  }, 30_000);
});
