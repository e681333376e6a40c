import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import {
  authEndpoints,
  instancesEndpoints,
  opsServicesEndpoints,
  servicesEndpoints,
} from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import {
  buildSubAccount,
  buildUser,
  createStaff,
  loginAs,
  sessionTokenOf,
  staffToken,
} from '../../testing/builders';
import { buildFleet } from '../../testing/fleet';
import { enterService, serviceCall } from '../../testing/service-call';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let compute: SimulatedCompute;
let fleet: Awaited<ReturnType<typeof buildFleet>>;
let consolePort: number;
/** A program "in the machine": loopback addresses of their own, on the custom port 6006. */
let program: Server;
const MACHINE = `127.0.${40 + (process.pid % 200)}.${10 + (process.pid % 200)}`;
const EMPTY_MACHINE = `127.0.${40 + (process.pid % 200)}.${11 + (process.pid % 200)}`;
const addresses = new Map<string, string>();

beforeAll(async () => {
  app = await createTestApp();
  compute = app.deps.compute as SimulatedCompute;
  fleet = await buildFleet(app);
  // The simulated fleet has no machine to reach: these instances answer at loopback addresses.
  compute.serviceAddress = async (ref) => addresses.get(ref) ?? null;
  program = createServer((req, res) => {
    res.setHeader('set-cookie', 'program=1');
    res.end(
      JSON.stringify({
        path: req.url,
        cookie: req.headers.cookie ?? null,
        xfh: req.headers['x-forwarded-host'],
      }),
    );
  });
  const sockets = new WebSocketServer({ server: program });
  sockets.on('connection', (socket) => socket.on('message', (data) => socket.send(`echo ${String(data)}`)));
  await new Promise<void>((resolve) => program.listen(6006, MACHINE, resolve));
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  consolePort = (app.server.server.address() as AddressInfo).port;
});
let appClosed = false;
afterAll(async () => {
  program.close();
  if (!appClosed) await app.close();
});

async function setup(options: { reachable?: boolean } = {}) {
  const user = await buildUser(app, { balanceFen: 100_000 });
  const { token } = await loginAs(app, user);
  const host = await fleet.newHost();
  const created = await app.call(instancesEndpoints.create, {
    session: token,
    host_id: host.id,
    gpu_count: 1,
    image_id: fleet.imageId,
    mode: 'hourly',
    count: 1,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  await compute.idle();
  const instanceId = created.body.data.InstanceId;
  const listed = await app.call(servicesEndpoints.list, { session: token, instance_id: instanceId });
  const [row] = await app.deps.db.query.instances.findMany({ where: (t, { eq }) => eq(t.id, instanceId) });
  if (options.reachable !== false && row?.providerRef) addresses.set(row.providerRef, MACHINE);
  return { user, token, instanceId, host, name: listed.body.data.Instance.Name };
}

/** A request to the console's server with the Host of a service origin. */
function serviceFetch(host: string, path: string, init: { cookie?: string; language?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  if (init.language) headers['accept-language'] = init.language;
  return serviceCall(consolePort, host, path, { headers });
}

async function enter(token: string, instanceId: number, service: 'custom' | 'jupyterlab' = 'custom') {
  const { url, entered, cookie } = await enterService(app, consolePort, {
    session: token,
    instance_id: instanceId,
    service,
  });
  return { url, answer: entered, cookie };
}

describe('instance services', () => {
  it('lists every plugin and the custom port on origins of their own', async () => {
    const { token, instanceId, name } = await setup();
    const listed = await app.call(servicesEndpoints.list, { session: token, instance_id: instanceId });
    expect(listed.body.data.list.map((row) => [row.Service, row.Port, row.Blocked])).toEqual([
      ['jupyterlab', 8888, 'not_installed'],
      ['tensorboard', 6007, 'not_installed'],
      ['code_server', 8080, 'not_installed'],
      ['monitor', 9100, 'not_installed'],
      ['custom', 6006, null],
    ]);
    expect(listed.body.data.list[4]?.Url).toBe(
      `http://${name}-6006.localhost:${new URL(app.deps.config.publicBaseUrl).port}`,
    );
  });

  it('lets a browser in once through the one-time address, with a host-only cookie, and proxies', async () => {
    const { token, instanceId } = await setup();
    const { url, answer, cookie } = await enter(token, instanceId);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/');
    expect(answer.headers['set-cookie']?.join()).toMatch(
      /^gpucloud_service=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/,
    );

    const proxied = await serviceFetch(url.host, '/data?x=1', { cookie: `${cookie}; mine=2` });
    expect(proxied.status).toBe(200);
    // The service never sees our cookie; its own Set-Cookie is the only one, and no console header comes with it.
    expect(JSON.parse(proxied.text)).toEqual({ path: '/data?x=1', cookie: 'mine=2', xfh: url.host });
    expect(proxied.headers['set-cookie']).toEqual(['program=1']);
    expect(proxied.headers['x-request-id']).toBeUndefined();
    expect(proxied.headers['content-security-policy']).toBeUndefined();

    // Used once.
    const again = await serviceFetch(url.host, `${url.pathname}${url.search}`);
    expect(again.status).toBe(403);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('expires a one-time address after a minute', async () => {
    const { token, instanceId } = await setup();
    const opened = await app.call(servicesEndpoints.open, {
      session: token,
      instance_id: instanceId,
      service: 'custom',
    });
    app.clock.advance(61_000);
    const url = new URL(opened.body.data.Url);
    expect((await serviceFetch(url.host, `${url.pathname}${url.search}`)).status).toBe(403);
  });

  it('carries a WebSocket through the proxy', async () => {
    const { token, instanceId } = await setup();
    const { url, cookie } = await enter(token, instanceId);
    const socket = new WebSocket(`ws://127.0.0.1:${consolePort}/socket`, {
      headers: { host: url.host, cookie },
    });
    const reply = await new Promise<string>((resolve, reject) => {
      socket.on('open', () => socket.send('hi'));
      socket.on('message', (data) => resolve(String(data)));
      socket.on('error', reject);
    });
    socket.close();
    expect(reply).toBe('echo hi');
    // A browser that resets a proxied WebSocket (a page left while Jupyter's kernel socket is open):
    // the proxy lets go of the machine's end, and the process goes on.
    const upstream = new Promise<Socket>((resolve) => program.once('connection', resolve));
    const dropped = new WebSocket(`ws://127.0.0.1:${consolePort}/socket`, {
      headers: { host: url.host, cookie },
    });
    await new Promise<void>((resolve, reject) => {
      dropped.on('open', () => resolve());
      dropped.on('error', reject);
    });
    const released = new Promise((resolve) => upstream.then((socket) => socket.once('close', resolve)));
    dropped.on('error', () => undefined);
    (dropped as unknown as { _socket: Socket })._socket.resetAndDestroy();
    await released;
    expect((await serviceFetch(url.host, '/', { cookie })).status).toBe(200);
    const refused = new WebSocket(`ws://127.0.0.1:${consolePort}/socket`, { headers: { host: url.host } });
    const status = await new Promise<number>((resolve) =>
      refused.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(403);
  });

  it('outlives a browser that drops a WebSocket while it is being admitted', async () => {
    const { token, instanceId } = await setup();
    const { url, cookie } = await enter(token, instanceId);
    const [row] = await app.deps.db.query.instances.findMany({ where: (t, { eq }) => eq(t.id, instanceId) });
    // The admission (past the gate's 5 s memory of the entry's) waits on the machine's address until the browser is gone.
    app.clock.advance(5_001);
    let asked = (): void => undefined;
    const askedFor = new Promise<void>((resolve) => {
      asked = resolve;
    });
    let answer = (_address: string | null): void => undefined;
    const lookup = compute.serviceAddress;
    compute.serviceAddress = (ref) => {
      if (ref !== row?.providerRef) return lookup(ref);
      asked();
      return new Promise((resolve) => {
        answer = resolve;
      });
    };
    const serverSide = new Promise<Socket>((resolve) => app.server.server.once('connection', resolve));
    const browser = connect(consolePort, '127.0.0.1');
    browser.write(
      `GET /socket HTTP/1.1\r\nHost: ${url.host}\r\nCookie: ${cookie}\r\nConnection: Upgrade\r\n` +
        'Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    const socket = await serverSide;
    await askedFor;
    const closed = new Promise((resolve) => socket.once('close', resolve));
    browser.resetAndDestroy();
    // With no listener for the reset's error, the process would have ended here.
    await closed;
    compute.serviceAddress = lookup;
    answer(MACHINE);
    expect((await serviceFetch(url.host, '/', { cookie })).status).toBe(200);
  });

  it('refuses without a cookie, with a forged one, and with one of another instance or port', async () => {
    const mine = await setup();
    const other = await setup();
    const { url, cookie } = await enter(mine.token, mine.instanceId);
    const bare = await serviceFetch(url.host, '/', { language: 'zh-CN,zh;q=0.9' });
    expect(bare.status).toBe(403);
    expect(bare.text).toContain('请从控制台打开此服务');
    expect(bare.headers['set-cookie']).toBeUndefined();
    const forged = `${cookie.slice(0, -3)}abc`;
    expect((await serviceFetch(url.host, '/', { cookie: forged })).status).toBe(403);
    const otherHost = url.host.replace(mine.name, other.name);
    expect((await serviceFetch(otherHost, '/', { cookie })).status).toBe(403);
    expect((await serviceFetch(url.host.replace('-6006.', '-8888.'), '/', { cookie })).status).toBe(403);
    // Another account cannot ask for an address to someone else's instance.
    const stranger = await app.call(servicesEndpoints.open, {
      session: other.token,
      instance_id: mine.instanceId,
      service: 'custom',
    });
    expect(stranger.body.reason).toBe('instance not found');
  });

  it('refuses a sub-account on its main account’s instance', async () => {
    const { user, instanceId } = await setup();
    const sub = await buildSubAccount(app, user.id);
    const login = await app.call(authEndpoints.subAccountLogin, {
      username: sub.username,
      password: sub.password,
    });
    const token = sessionTokenOf(login.body.data);
    const opened = await app.call(servicesEndpoints.open, {
      session: token,
      instance_id: instanceId,
      service: 'custom',
    });
    expect(opened.body.reason).toBe('instance not found');
  });

  it('shuts when the session is revoked, the instance stops, or staff turn the host’s services off', async () => {
    const { token, instanceId, host } = await setup();
    const { url, cookie } = await enter(token, instanceId);
    expect((await serviceFetch(url.host, '/', { cookie })).status).toBe(200);

    const staff = await createStaff(app, 'fleet');
    const off = await app.call(opsServicesEndpoints.hostSetServices, {
      session: await staffToken(app, staff),
      host_id: host.id,
      enabled: false,
    });
    expect(off.body.data).toEqual({ ServicesEnabled: false });
    // The gate keeps an answer 5 s by the app's clock: past that, the host's switch counts.
    app.clock.advance(5_001);
    const refused = await serviceFetch(url.host, '/', { cookie });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('Services are turned off on this host');
    expect(
      (await app.call(servicesEndpoints.open, { session: token, instance_id: instanceId, service: 'custom' }))
        .body.reason,
    ).toBe('services are turned off on this instance’s host');
  });

  it('shuts a signed-out session out of the service origin once the gate’s brief memory passes', async () => {
    const { token, instanceId } = await setup();
    const { url, cookie } = await enter(token, instanceId);
    expect((await serviceFetch(url.host, '/', { cookie })).status).toBe(200);
    const out = await app.call(authEndpoints.logout, { session: token });
    expect(out.body.status, out.body.reason).toBe(0);
    // Within the 5 s the gate keeps an answer, the pass still counts; past them it does not.
    app.clock.advance(4_000);
    expect((await serviceFetch(url.host, '/', { cookie })).status).toBe(200);
    app.clock.advance(1_001);
    const refused = await serviceFetch(url.host, '/', { cookie });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('Open this service from the console');
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('answers a page when nothing listens yet, and says a simulated instance needs a real engine', async () => {
    const { token, instanceId } = await setup();
    const [row] = await app.deps.db.query.instances.findMany({ where: (t, { eq }) => eq(t.id, instanceId) });
    addresses.set(row?.providerRef ?? '', EMPTY_MACHINE);
    const { url, cookie } = await enter(token, instanceId);
    const page = await serviceFetch(url.host, '/', { cookie });
    expect(page.status).toBe(503);
    expect(page.text).toContain('Nothing is listening on port 6006 yet');
    expect(page.headers['set-cookie']).toBeUndefined();

    const simulated = await setup({ reachable: false });
    const listed = await app.call(servicesEndpoints.list, {
      session: simulated.token,
      instance_id: simulated.instanceId,
    });
    expect(listed.body.data.list[4]?.Blocked).toBe('simulated');
    const opened = await app.call(servicesEndpoints.open, {
      session: simulated.token,
      instance_id: simulated.instanceId,
      service: 'custom',
    });
    expect(opened.body.reason).toBe(
      'services need a real engine: this instance is simulated, nothing runs to reach',
    );
  });

  it('looks the address up again once it did not answer, within the gate’s memory', async () => {
    const { token, instanceId } = await setup();
    const [row] = await app.deps.db.query.instances.findMany({ where: (t, { eq }) => eq(t.id, instanceId) });
    addresses.set(row?.providerRef ?? '', EMPTY_MACHINE);
    const { url, cookie } = await enter(token, instanceId);
    expect((await serviceFetch(url.host, '/', { cookie })).status).toBe(503);
    // Started again, the machine has another address on its engine. The clock stands still, so
    // the gate's memory has not passed: only the failed connection makes it look again.
    addresses.set(row?.providerRef ?? '', MACHINE);
    expect((await serviceFetch(url.host, '/', { cookie })).status).toBe(200);
  });

  it('refuses a stopped instance', async () => {
    const { token, instanceId } = await setup();
    await app.post('/instance/stop', { session: token, instance_id: instanceId });
    await compute.idle();
    const opened = await app.call(servicesEndpoints.open, {
      session: token,
      instance_id: instanceId,
      service: 'custom',
    });
    expect(opened.body.reason).toBe('services open on a running instance: start it first');
  });

  it('leaves the console’s own answers (and their CSP) to Fastify', async () => {
    const answer = await fetch(`http://127.0.0.1:${consolePort}/api/health`);
    expect(answer.headers.get('x-request-id')).not.toBeNull();
  });
});

// Last in the file: it closes the app the tests above share.
describe('a shutdown', () => {
  it('ends proxied WebSockets when the server closes, so closing never waits on them', async () => {
    const { token, instanceId } = await setup();
    const { url, cookie } = await enter(token, instanceId);
    const socket = new WebSocket(`ws://127.0.0.1:${consolePort}/socket`, {
      headers: { host: url.host, cookie },
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () => resolve());
      socket.on('error', reject);
    });
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    appClosed = true;
    await app.close();
    await ended;
    expect(socket.readyState).toBe(WebSocket.CLOSED);
  });
});
