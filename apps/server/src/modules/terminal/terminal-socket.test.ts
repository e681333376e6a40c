import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import {
  instancesEndpoints,
  opsTerminalEndpoints,
  TERMINAL_REFUSALS,
  terminalEndpoints,
} from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { instances } from '../../db/schema/instances/instances.table';
import { terminalSessions, terminalTickets } from '../../db/schema/terminal/terminal.table';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { fakeShell } from '../../testing/fake-shell';
import { buildFleet } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertSubAccount } from '../account/account.repository';
import { createSession } from '../sessions';

let app: TestApp;
let second: TestApp;
let fake: ReturnType<typeof fakeShell>;
let fleet: Awaited<ReturnType<typeof buildFleet>>;
let logText = '';
const portOf = (server: TestApp) => (server.server.server.address() as AddressInfo).port;

beforeAll(async () => {
  fake = fakeShell();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logText += chunk.toString();
      done();
    },
  });
  app = await createTestApp({ shell: fake.shell, logStream, env: { LOG_LEVEL: 'info' } });
  second = await createTestApp({ shell: fake.shell, sharingDatabaseOf: app });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  await second.server.listen({ port: 0, host: '127.0.0.1' });
  fleet = await buildFleet(app);
});
afterAll(async () => {
  await second?.close();
  await app?.close();
});

/** A running pay-as-you-go container instance of a new account, and that account's session. */
async function setup() {
  const host = await fleet.newHost({ kind: 'container', gpuCount: 1, gpuFree: 1 });
  const user = await buildUser(app, { balanceFen: 500_000 });
  const { token } = await loginAs(app, user);
  const created = await app.call(instancesEndpoints.create, {
    session: token,
    host_id: host.id,
    gpu_count: 1,
    image_id: fleet.imageId,
    mode: 'post_paid',
    count: 1,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  await (app.deps.compute as SimulatedCompute).idle();
  const instanceId = created.body.data.InstanceId;
  const ticket = async (session = token, instance_id = instanceId) =>
    app.call(terminalEndpoints.ticket, { session, instance_id });
  return { user, token, instanceId, ticket };
}

async function ticketOf(reply: {
  body: { status: number; reason: string; data: { Ticket: string } | null };
}) {
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data?.Ticket ?? '';
}

/** Opens the socket; rejects with the HTTP status of a refused upgrade. */
function connect(ticket: string, server = app, query = ''): Promise<WebSocket & { output: () => string }> {
  const socket = new WebSocket(
    `ws://127.0.0.1:${portOf(server)}/api/terminal?ticket=${encodeURIComponent(ticket)}${query}`,
  );
  let output = '';
  socket.on('message', (data: Buffer) => {
    output += data.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(Object.assign(socket, { output: () => output })));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

async function until<T>(check: () => T | Promise<T>, timeoutMs = 8_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function closeOf(socket: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
}

describe('the web terminal', () => {
  it('opens once per ticket, kept only as a hash, and carries Chinese text both ways', async () => {
    const { ticket, instanceId } = await setup();
    const reply = await ticket();
    const value = await ticketOf(reply);
    expect(reply.body.data.Path).toBe('/api/terminal');
    const [stored] = await app.deps.db
      .select()
      .from(terminalTickets)
      .where(eq(terminalTickets.instanceId, instanceId));
    expect(stored?.hash).not.toContain(value);
    expect(stored?.hash).toHaveLength(64);

    const socket = await connect(value, app, '&cols=120&rows=40');
    await until(() => socket.output().includes('$ '));
    socket.send(Buffer.from('echo 你好，世界\r', 'utf8'));
    await until(() => socket.output().includes('echo 你好，世界'));
    expect(fake.spawned.at(-1)?.size).toEqual({ cols: 120, rows: 40 });
    socket.send(JSON.stringify({ type: 'resize', cols: 100, rows: 30 }));
    await until(() => fake.spawned.at(-1)?.resizes.length === 1);
    expect(fake.spawned.at(-1)?.resizes).toEqual([{ cols: 100, rows: 30 }]);

    await expect(connect(value)).rejects.toThrow('refused 401');
    const closed = closeOf(socket);
    socket.send(Buffer.from('exit\r'));
    expect(await closed).toEqual({ code: 4000, reason: 'exited' });
    expect(logText).toContain('terminal opened');
    expect(logText).not.toContain(value);
  });

  it('opens a ticket made by another server process on the same database', async () => {
    const { ticket } = await setup();
    const socket = await connect(await ticketOf(await ticket()), second);
    await until(() => socket.output().includes('$ '));
    socket.close();
  });

  it('expires a ticket after a minute; an unknown ticket is refused the same way', async () => {
    const { ticket } = await setup();
    const value = await ticketOf(await ticket());
    app.clock.advance(61_000);
    await expect(connect(value)).rejects.toThrow('refused 401');
    await expect(connect('not-a-ticket')).rejects.toThrow('refused 401');
  });

  it("refuses another account's instance, a sub-account's sibling instance, and a plain GET; opens a sub-account's own", async () => {
    const { ticket, user, instanceId } = await setup();
    const other = await buildUser(app);
    const { token: otherToken } = await loginAs(app, other);
    expect((await ticket(otherToken)).body.reason).toBe('instance not found');
    const sub = await insertSubAccount(app.deps.db, {
      mainUserId: user.id,
      loginName: `term-${user.id}`,
      passwordHash: 'x',
      moneyLimit: 0,
      now: app.clock.now(),
    });
    const subSession = await createSession(
      app.deps.db,
      app.deps,
      { userId: user.id, subAccountId: sub.id },
      { ip: '127.0.0.1', userAgent: 'test' },
    );
    expect((await ticket(subSession.token)).body.reason).toBe('instance not found');
    // Given the instance, the sub-account opens its terminal.
    await app.deps.db.update(instances).set({ subAccountId: sub.id }).where(eq(instances.id, instanceId));
    const own = await connect(await ticketOf(await ticket(subSession.token)));
    await until(() => own.output().includes('$ '));
    own.close();
    const plain = await app.server.inject({ method: 'GET', url: '/api/terminal?ticket=abc' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().status).toBe(1);
    const bad = await app.server.inject({ method: 'GET', url: '/api/terminal?ticket=abc&cols=0' });
    expect(bad.json().reason).toContain('cols');
  });

  it('refuses a stopped or released instance, and a machine no engine opens', async () => {
    const { ticket, instanceId } = await setup();
    fake.state.serving = false;
    try {
      expect((await ticket()).body.reason).toBe(TERMINAL_REFUSALS.needsEngine);
    } finally {
      fake.state.serving = true;
    }
    for (const status of ['stopped', 'released'] as const) {
      await app.deps.db.update(instances).set({ status }).where(eq(instances.id, instanceId));
      expect((await ticket()).body.reason).toBe(TERMINAL_REFUSALS.notRunning);
    }
  });

  it('closes with its reason when the instance stops, and support sees the session', async () => {
    const { ticket, token, instanceId, user } = await setup();
    const socket = await connect(await ticketOf(await ticket()));
    const closed = closeOf(socket);
    const stopped = await app.post('/instance/stop', { session: token, instance_id: instanceId });
    expect(stopped.body.status, stopped.body.reason).toBe(0);
    expect(await closed).toEqual({ code: 4001, reason: 'instance_stopped' });
    await until(async () => {
      const [row] = await app.deps.db
        .select()
        .from(terminalSessions)
        .where(eq(terminalSessions.instanceId, instanceId));
      return row?.closeReason === 'instance_stopped';
    });

    const support = await createStaff(app, 'support');
    const seen = await app.call(opsTerminalEndpoints.sessions, {
      session: await staffToken(app, support),
      user_id: user.id,
    });
    expect(seen.body.status, seen.body.reason).toBe(0);
    expect(seen.body.data.open).toEqual([]);
    expect(seen.body.data.closed[0]).toMatchObject({
      InstanceId: instanceId,
      CloseReason: 'instance_stopped',
    });
  });

  it('says the instance stopped, not that the shell ended, when a stopping machine ends the shell first', async () => {
    const { ticket, instanceId } = await setup();
    const socket = await connect(await ticketOf(await ticket()));
    await until(() => socket.output().includes('$ '));
    const closed = closeOf(socket);
    await app.deps.db.update(instances).set({ status: 'stopping' }).where(eq(instances.id, instanceId));
    fake.spawned.at(-1)?.end();
    expect(await closed).toEqual({ code: 4001, reason: 'instance_stopped' });
  });

  it('closes within the recheck when the books say the instance no longer runs', async () => {
    const { ticket, instanceId } = await setup();
    const socket = await connect(await ticketOf(await ticket()));
    const closed = closeOf(socket);
    await app.deps.db.update(instances).set({ status: 'stopping' }).where(eq(instances.id, instanceId));
    expect(await closed).toEqual({ code: 4001, reason: 'instance_stopped' });
  }, 15_000);
});

describe('terminal sessions left open by a killed process', () => {
  it('are closed as lost once not seen for 30 s; a live one is touched by its check and stays open', async () => {
    const { ticket, instanceId, user } = await setup();
    const support = await createStaff(app, 'support');
    const session = await staffToken(app, support);
    const read = async () => {
      const reply = await app.call(opsTerminalEndpoints.sessions, { session, user_id: user.id });
      expect(reply.body.status, reply.body.reason).toBe(0);
      return reply.body.data;
    };
    // A row whose process was killed: nobody closes it, nobody touches it.
    const killedAt = app.clock.now();
    const [orphan] = await app.deps.db
      .insert(terminalSessions)
      .values({
        instanceId,
        userId: user.id,
        subAccountId: null,
        ip: '10.0.0.9',
        userAgent: 'killed',
        openedAt: killedAt,
        lastSeenAt: killedAt,
      })
      .returning();
    const socket = await connect(await ticketOf(await ticket()));
    await until(() => socket.output().includes('$ '));
    expect((await read()).open.map((row) => row.Id)).toContain(orphan?.id);

    app.clock.advance(31_000);
    // The live terminal's next check (every 5 s) touches its row at the new time.
    await until(async () => {
      const rows = await app.deps.db
        .select()
        .from(terminalSessions)
        .where(eq(terminalSessions.instanceId, instanceId));
      return rows.some((row) => row.id !== orphan?.id && row.lastSeenAt >= app.clock.now());
    }, 8_000);
    const seen = await read();
    expect(seen.open.map((row) => row.Ip)).toEqual(['127.0.0.1']);
    expect(seen.closed[0]).toMatchObject({
      Id: orphan?.id,
      CloseReason: 'lost',
      ClosedAt: killedAt.toISOString(),
    });
    socket.close();
  }, 15_000);
});
