import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ExitCode } from './exit-codes';
import { run } from './run';
import { fakeIo, ok, refused } from './test/fake-io';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

const access = {
  SshCommand: 'ssh -p 2222 gpu-7@gw.example.com',
  SshHost: 'gw.example.com',
  SshPort: 2222,
  Username: 'gpu-7',
  Password: 'pw',
  VncUrl: null,
  PasswordLogin: true,
  SshKeyCount: 1,
};
const instance = (fields: Record<string, unknown>) => ({
  InstanceId: 7,
  Status: 'creating',
  Access: null,
  ...fields,
});

describe('gpucloud', () => {
  it('prints the commands with --help (exit 0) and with nothing (exit 2)', async () => {
    const help = fakeIo({});
    expect(await run(['--help'], help.io)).toBe(ExitCode.OK);
    for (const name of [
      'login',
      'offers',
      'rent',
      'ls',
      'ssh',
      'stop',
      'start',
      'release',
      'logs',
      'balance',
    ])
      expect(help.stdout()).toMatch(new RegExp(`^  ${name} `, 'm'));
    expect(await run([], fakeIo({}).io)).toBe(ExitCode.USAGE);
  });

  it('exits 2 on an unknown command or option, naming it, and calls no server', async () => {
    const t = fakeIo({});
    expect(await run(['launch'], t.io)).toBe(ExitCode.USAGE);
    expect(t.stderr()).toBe('gpucloud: unknown command "launch": see gpucloud --help\n');
    expect(await run(['stop', 'seven'], t.io)).toBe(ExitCode.USAGE);
    expect(t.stderr()).toContain('<instance>: "seven" is not a whole number');
    expect(t.requests).toEqual([]);
  });

  it('prints the answer as JSON with --json, a table without', async () => {
    const list = {
      data: [
        {
          InstanceId: 7,
          Name: 'a',
          Status: 'running',
          GpuCount: 1,
          GpuModel: 'RTX 4090',
          Region: 'cn-east',
          ImageName: 'Debian 12',
          HourlyCost: 1.98,
        },
      ],
      total: 1,
    };
    const t = fakeIo({ 'GET /openapi/v1/instances': ok(list) });
    expect(await run(['ls', '--json'], t.io)).toBe(ExitCode.OK);
    expect(JSON.parse(t.stdout())).toEqual(list);
    const plain = fakeIo({ 'GET /openapi/v1/instances': ok(list) });
    expect(await run(['ls', '--status', 'running'], plain.io)).toBe(ExitCode.OK);
    expect(plain.stdout()).toBe(
      'ID  NAME  STATUS   GPU          REGION   IMAGE      YUAN/H\n7   a     running  1× RTX 4090  cn-east  Debian 12  1.98\n',
    );
    expect(new URL(plain.requests[0]?.url ?? '').search).toBe('?status=running');
    expect(plain.requests[0]?.headers.get('x-access-key')).toBe('GCAKTEST');
  });

  it("exits 1 on a refusal with the server's code and reason on stderr (JSON with --json)", async () => {
    const answer = refused(100021, 'gpu_count: must be at most 8');
    const t = fakeIo({
      'GET /openapi/v1/offers/3': ok({ Images: [{ ImageId: 5, System: 'linux' }] }),
      'POST /openapi/v1/instances': answer,
    });
    expect(await run(['rent', '--host', '3', '--gpus', '9'], t.io)).toBe(ExitCode.REFUSED);
    expect(t.stderr()).toBe('gpucloud: refused (100021): gpu_count: must be at most 8\n');
    expect(t.stdout()).toBe('');
    const json = fakeIo({ 'POST /openapi/v1/instances/7/release': refused(1, 'stop the instance first') });
    expect(await run(['release', '7', '--json'], json.io)).toBe(ExitCode.REFUSED);
    expect(JSON.parse(json.stderr())).toEqual({
      error: { status: 1, reason: 'stop the instance first', httpStatus: 200 },
    });
  });

  it('exits 3 without credentials, 4 when the server cannot be reached or answers no envelope', async () => {
    const none = fakeIo(
      {},
      { env: { GPUCLOUD_ACCESS_KEY_ID: '', GPUCLOUD_SECRET: '', XDG_CONFIG_HOME: '/nonexistent' } },
    );
    expect(await run(['balance'], none.io)).toBe(ExitCode.NOT_LOGGED_IN);
    expect(none.stderr()).toContain('not logged in: run gpucloud login');
    const down = fakeIo({});
    expect(await run(['balance'], down.io)).toBe(ExitCode.UNREACHABLE);
    expect(down.stderr()).toBe('gpucloud: server unreachable: no route GET /openapi/v1/balance\n');
    const proxy = fakeIo({ 'GET /openapi/v1/balance': { httpStatus: 502, body: 'Bad Gateway' } });
    expect(await run(['balance'], proxy.io)).toBe(ExitCode.UNREACHABLE);
    expect(proxy.stderr()).toContain('unexpected answer: HTTP 502');
  });

  it('rents and waits for running, one stderr line a status off a terminal, the instance on stdout', async () => {
    const t = fakeIo({
      'GET /openapi/v1/offers/3': ok({
        Images: [
          { ImageId: 9, System: 'windows' },
          { ImageId: 5, System: 'linux' },
        ],
      }),
      'POST /openapi/v1/instances': ok(instance({ OrderNo: 'GC1' })),
      'GET /openapi/v1/instances/7': [
        ok(instance({})),
        ok(instance({})),
        ok(instance({ Status: 'running', Access: access })),
      ],
    });
    expect(await run(['rent', '--host', '3', '--json', '--timeout', '20'], t.io)).toBe(ExitCode.OK);
    expect(JSON.parse(t.stdout())).toMatchObject({ InstanceId: 7, Status: 'running', Access: access });
    expect(t.stderr()).toBe('instance 7 ordered (order GC1)\ninstance 7: creating\ninstance 7: running\n');
    const create = t.requests.find((request) => request.method === 'POST');
    expect(await create?.json()).toEqual({
      host_id: 3,
      gpu_count: 1,
      image_id: 5,
      mode: 'post_paid',
      count: 1,
    });
    expect(create?.headers.get('idempotency-key')).toMatch(/^gpucloud-cli-/);
  }, 20_000);

  it('exits 5 when the instance fails instead of running', async () => {
    const t = fakeIo({
      'POST /openapi/v1/instances/7/start': ok({ Status: 'starting' }),
      'GET /openapi/v1/instances/7': ok(instance({ Status: 'failed' })),
    });
    expect(await run(['start', '7'], t.io)).toBe(ExitCode.WAIT_FAILED);
    expect(t.stderr()).toContain('instance 7 is failed, it will not become running');
  });

  it("runs OpenSSH with the gateway's port and login, then what follows --, exiting with ssh's code", async () => {
    const t = fakeIo(
      { 'GET /openapi/v1/instances/7': ok(instance({ Status: 'running', Access: access })) },
      { exitCode: 42 },
    );
    expect(await run(['ssh', '7', '--', '-i', 'key', 'nproc'], t.io)).toBe(42);
    expect(t.programs).toEqual([
      { command: 'ssh', args: ['-p', '2222', 'gpu-7@gw.example.com', '-i', 'key', 'nproc'] },
    ]);
    const stopped = fakeIo({ 'GET /openapi/v1/instances/7': ok(instance({ Status: 'stopped' })) });
    expect(await run(['ssh', '7'], stopped.io)).toBe(ExitCode.NOT_RUNNING);
    expect(stopped.stderr()).toBe('gpucloud: instance 7 is stopped: ssh needs it running\n');
    expect(stopped.programs).toEqual([]);
  });

  it('logs in: checks the key with the server, then keeps it in a 0600 file', async () => {
    const home = await mkdtemp(path.join(os.tmpdir(), 'gpucloud-login-'));
    made.push(home);
    const usage = {
      AccessKeyId: 'GCAKLOGIN',
      Scopes: ['read', 'instances'],
      MonthlySpendCap: null,
      SpentThisMonth: 0,
      RateLimitPerMinute: 60,
    };
    const env = {
      XDG_CONFIG_HOME: home,
      GPUCLOUD_ENDPOINT: '',
      GPUCLOUD_ACCESS_KEY_ID: '',
      GPUCLOUD_SECRET: '',
    };
    const t = fakeIo({ 'GET /openapi/v1/key': ok(usage) }, { env, secret: 'typed-secret\n' });
    const argv = ['login', '--endpoint', 'https://gpu.example.com/', '--access-key-id', 'GCAKLOGIN'];
    expect(await run(argv, t.io)).toBe(ExitCode.OK);
    expect(t.stdout()).toContain(
      'logged in to https://gpu.example.com with GCAKLOGIN (scopes: read, instances)',
    );
    const file = path.join(home, 'gpucloud', 'config.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // The next command signs with the stored pair at the stored server.
    const next = fakeIo(
      {
        'GET /openapi/v1/balance': ok({
          Money: 1,
          PowerMoney: 0,
          CreditMoneyQuota: 0,
          Available: 1,
          VoucherFirst: true,
        }),
      },
      { env },
    );
    expect(await run(['balance'], next.io)).toBe(ExitCode.OK);
    expect(next.requests[0]?.headers.get('x-access-key')).toBe('GCAKLOGIN');
    expect(next.stdout()).toContain('available  1.00');
    // A refused key is not kept.
    const bad = fakeIo(
      { 'GET /openapi/v1/key': refused(100031, 'bad signature', 401) },
      { env: { ...env, XDG_CONFIG_HOME: path.join(home, 'other') }, secret: 'x' },
    );
    expect(await run(argv, bad.io)).toBe(ExitCode.REFUSED);
    await expect(stat(path.join(home, 'other', 'gpucloud', 'config.json'))).rejects.toThrow('ENOENT');
  });
});
