import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { authEndpoints, instancesEndpoints, pluginsEndpoints, servicesEndpoints } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { instances } from '../../db/schema/instances/instances.table';
import { type DockerTestApp, localEngine, startDockerApp } from '../../testing/docker-app';
import { eventually } from '../../testing/docker-engine';
import { buildFleet, rentSmallContainer } from '../../testing/fleet';
import { serviceCall as callService, enterService } from '../../testing/service-call';
import type { TestApp } from '../../testing/test-app';

/**
 * Issue 40 on the real engine: a container of the base image `gpucloud/debian12:2` runs the
 * jupyterlab plugin (Jupyter Notebook 6.4 there); a browser enters its service origin through the
 * one-time address, lands on Jupyter with its token, creates a kernel through Jupyter's REST API and
 * runs `print(6*7)` over the kernel's WebSocket, all through the console server's proxy.
 */
const BASE_IMAGE = 'gpucloud/debian12:2';

let docker: DockerTestApp;
let app: TestApp;
let fleet: Awaited<ReturnType<typeof buildFleet>>;
let consolePort: number;

beforeAll(async () => {
  await localEngine
    .getImage(BASE_IMAGE)
    .inspect()
    .catch(() => {
      throw new Error(`the base image ${BASE_IMAGE} is missing: run \`bash scripts/images.sh\``);
    });
  docker = await startDockerApp({ DOCKER_DEFAULT_IMAGE: BASE_IMAGE }, { realClock: true });
  app = docker.app;
  fleet = await buildFleet(app);
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  consolePort = (app.server.server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await docker?.close();
}, 60_000);

/** A request to the console's server carrying a service origin's Host. */
const serviceCall = (host: string, path: string, init: Parameters<typeof callService>[3] = {}) =>
  callService(consolePort, host, path, init);

async function runningContainer() {
  const rented = await rentSmallContainer(app, fleet, docker.hostNames);
  await eventually(async () => {
    const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, rented.id));
    return row?.status === 'running' ? true : undefined;
  }, 60_000);
  return rented;
}

/** Installs Jupyter, enters its origin once and answers the origin, our cookie and Jupyter's token. */
async function enterJupyter(token: string, id: number) {
  const installed = await app.call(pluginsEndpoints.install, {
    session: token,
    instance_id: id,
    plugin: 'jupyterlab',
  });
  expect(installed.body.status, installed.body.reason).toBe(0);
  const listed = await app.call(servicesEndpoints.list, { session: token, instance_id: id });
  const jupyter = listed.body.data.list.find((row) => row.Service === 'jupyterlab');
  expect(jupyter).toMatchObject({ Port: 8888, Openable: true, Program: 'jupyter-notebook' });

  const { url, entered, cookie } = await enterService(app, consolePort, {
    session: token,
    instance_id: id,
    service: 'jupyterlab',
  });
  expect(entered.status).toBe(302);
  const location = new URL(entered.headers.location ?? '', url.origin);
  const jupyterToken = location.searchParams.get('token') ?? '';
  expect(jupyterToken).not.toBe('');
  expect(cookie).toMatch(/^gpucloud_service=/);
  return { host: url.host, cookie, jupyterToken, start: `${location.pathname}${location.search}` };
}

/** Runs `code` on a kernel over its WebSocket through the proxy; answers what the kernel printed. */
function runOnKernel(host: string, cookie: string, jupyterToken: string, kernelId: string, code: string) {
  const socket = new WebSocket(
    `ws://127.0.0.1:${consolePort}/api/kernels/${kernelId}/channels?token=${jupyterToken}`,
    { headers: { host, cookie } },
  );
  const msgId = randomUUID();
  return new Promise<string>((resolve, reject) => {
    let printed = '';
    socket.on('open', () =>
      socket.send(
        JSON.stringify({
          header: {
            msg_id: msgId,
            msg_type: 'execute_request',
            username: 'test',
            session: randomUUID(),
            version: '5.3',
            date: new Date().toISOString(),
          },
          parent_header: {},
          metadata: {},
          content: { code, silent: false, store_history: false, user_expressions: {}, allow_stdin: false },
          channel: 'shell',
          buffers: [],
        }),
      ),
    );
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as {
        channel: string;
        msg_type: string;
        parent_header: { msg_id?: string };
        content: { text?: string; execution_state?: string };
      };
      if (message.parent_header.msg_id !== msgId || message.channel !== 'iopub') return;
      if (message.msg_type === 'stream') printed += message.content.text ?? '';
      if (message.msg_type === 'status' && message.content.execution_state === 'idle') {
        socket.close();
        resolve(printed);
      }
    });
    socket.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    socket.on('error', reject);
  });
}

describe('services on the Docker engine', () => {
  it('runs Jupyter in a base-image container and reaches it, its API and a kernel through the service origin', async () => {
    const { token, id } = await runningContainer();
    const { host, cookie, jupyterToken, start } = await enterJupyter(token, id);

    // Jupyter starts in a few seconds: until then the origin says nothing listens yet (never a 502).
    const landing = await eventually(async () => {
      const answer = await serviceCall(host, start, { headers: { cookie } });
      return answer.status === 503 && answer.text.includes('Nothing is listening on port 8888')
        ? undefined
        : answer;
    }, 60_000);
    // Jupyter's token logs the browser in: it redirects to its tree with a login cookie of its own.
    expect(landing.status).toBe(302);
    expect(landing.headers.location).toContain('/tree');
    expect(landing.headers['set-cookie']?.join() ?? '').not.toContain('gpucloud_service');

    const auth = { cookie, authorization: `token ${jupyterToken}` };
    const status = await serviceCall(host, '/api/status', { headers: auth });
    expect(status.status, status.text).toBe(200);
    // Without Jupyter's token (our cookie alone) Jupyter itself still refuses: its token is a second lock.
    expect((await serviceCall(host, '/api/kernels', { headers: { cookie } })).status).toBe(403);

    const created = await serviceCall(host, '/api/kernels', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'python3' }),
    });
    expect(created.status, created.text).toBe(201);
    const kernel = JSON.parse(created.text) as { id: string };

    expect(await runOnKernel(host, cookie, jupyterToken, kernel.id, 'print(6*7)')).toBe('42\n');

    // Installing again answers the running Jupyter (same program, same token).
    const again = await app.call(pluginsEndpoints.install, {
      session: token,
      instance_id: id,
      plugin: 'jupyterlab',
    });
    expect(again.body.status, again.body.reason).toBe(0);
    expect(again.body.data.Token).toBe(jupyterToken);

    // Signing out of the console shuts the service origin once the gate's brief memory passes.
    expect((await app.call(authEndpoints.logout, { session: token })).body.status).toBe(0);
    app.clock.advance(5_001);
    const refused = await serviceCall(host, '/api/status', { headers: auth });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('Open this service from the console');
  }, 180_000);

  it('refuses the programs the base image lacks, naming them', async () => {
    const { token, id } = await runningContainer();
    const tensorboard = await app.call(pluginsEndpoints.install, {
      session: token,
      instance_id: id,
      plugin: 'tensorboard',
    });
    expect(tensorboard.body.data).toMatchObject({ State: 'failed' });
    expect(tensorboard.body.data.FailReason).toContain('TensorBoard (tensorboard)');
    const codeServer = await app.call(pluginsEndpoints.install, {
      session: token,
      instance_id: id,
      plugin: 'code_server',
    });
    expect(codeServer.body.data).toMatchObject({ State: 'failed' });
    expect(codeServer.body.data.FailReason).toContain('code-server');
  }, 120_000);

  it('runs the monitor page on the machine: its rented memory and disk, no GPU data without GPUs', async () => {
    const { token, id } = await runningContainer();
    const installed = await app.call(pluginsEndpoints.install, {
      session: token,
      instance_id: id,
      plugin: 'monitor',
    });
    expect(installed.body.data, installed.body.data.FailReason).toMatchObject({ State: 'installed' });
    const { url, entered, cookie } = await enterService(app, consolePort, {
      session: token,
      instance_id: id,
      service: 'monitor',
    });
    expect(entered.status).toBe(302);
    const start = entered.headers.location ?? '/';
    expect(start).toMatch(/^\/\?token=/);

    // Its own token is the second lock: our cookie alone gets its refusal, the token once its cookie.
    const page = await eventually(async () => {
      const answer = await serviceCall(url.host, '/', { headers: { cookie } });
      return answer.status === 503 ? undefined : answer;
    }, 30_000);
    expect(page.status).toBe(403);
    const withToken = await serviceCall(url.host, start, { headers: { cookie } });
    expect(withToken.status).toBe(302);
    const monitorCookie = withToken.headers['set-cookie']?.[0]?.split(';')[0] ?? '';
    expect(monitorCookie).toMatch(/^gpucloud_monitor=/);

    const shown = await serviceCall(url.host, '/', { headers: { cookie: `${cookie}; ${monitorCookie}` } });
    expect(shown.status, shown.text).toBe(200);
    // The rented 1 GiB (LXCFS's /proc/meminfo), never the host's; a machine without GPUs says so.
    expect(shown.text).toMatch(/Memory<\/th><td>used [\d.]+ GiB of 1\.0 GiB/);
    expect(shown.text).toContain('no GPU data');
    const chinese = await serviceCall(url.host, '/', {
      headers: { cookie: `${cookie}; ${monitorCookie}`, 'accept-language': 'zh-CN' },
    });
    expect(chinese.text).toContain('实例监控');

    // A restart of the machine brings the plugin back by itself, the same program with the same
    // token: the addresses and the page's own cookie handed out before keep working.
    const restarted = await app.call(instancesEndpoints.restart, { session: token, instance_id: id });
    expect(restarted.body.status, restarted.body.reason).toBe(0);
    await eventually(async () => {
      const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
      return row?.status === 'running' ? true : undefined;
    }, 60_000);
    // Started again, the container may have another address on the engine (another test's
    // container took the old one meanwhile): the gate's memory of the old one passes.
    app.clock.advance(6_000);
    const after = await eventually(async () => {
      const answer = await serviceCall(url.host, '/', { headers: { cookie: `${cookie}; ${monitorCookie}` } });
      return answer.status === 200 ? answer : undefined;
    }, 30_000);
    expect(after.text).toContain('no GPU data');
  }, 180_000);
});
