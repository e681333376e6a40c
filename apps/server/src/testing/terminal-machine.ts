import type { AddressInfo } from 'node:net';
import { terminalEndpoints } from '@gpucloud/contracts';
import { WebSocket } from 'ws';
import { instances } from '../db/schema/instances/instances.table';
import { createDockerShell } from '../providers/compute/docker/docker-shell';
import { buildUser, loginAs } from './builders';
import { startTestCompute, type TestCompute } from './docker-compute';
import { buildFleet } from './fleet';
import { createTestApp, type TestApp } from './test-app';

/** The base image, which has bash and tput (busybox has neither). */
export const BASE_IMAGE = 'gpucloud/debian12:2';

/** A socket to a terminal with everything it printed so far. */
export interface TerminalClient {
  socket: WebSocket;
  output(): string;
  /** Resolves once the output after `from` characters contains `text`. */
  waitFor(text: string | RegExp, from?: number, timeoutMs?: number): Promise<void>;
  type(text: string): void;
}

/**
 * A listening test app whose shell is docker's, with one running container of the base image as a
 * customer's instance: what the web terminal's docker test and its bench open terminals on.
 */
export async function startTerminalMachine(prefix: string) {
  const t: TestCompute = await startTestCompute(prefix, { imageMap: { 'debian12-cuda12.4': BASE_IMAGE } });
  const app: TestApp = await createTestApp({ shell: createDockerShell(t.hosts) });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.server.address() as AddressInfo).port;
  const from = t.reports.length;
  const { ref } = await t.compute.create(t.spec(`${t.hostName}-term`, { cpuCores: 1, memoryGb: 1 }));
  await t.reported(ref, 'running', from);
  const fleet = await buildFleet(app);
  const host = await fleet.newHost({ kind: 'container' });
  const user = await buildUser(app);
  const { token } = await loginAs(app, user);
  const [row] = await app.deps.db
    .insert(instances)
    .values({
      name: `${t.hostName}-term`,
      userId: user.id,
      hostId: host.id,
      imageId: fleet.imageId,
      kind: 'container',
      gpuCount: 1,
      billingMode: 'post_paid',
      hourlyRate: 198,
      status: 'running',
      providerRef: ref,
      orderNo: `term-${t.hostName}`,
    })
    .returning();
  const instanceId = row?.id ?? 0;

  async function open(size = { cols: 80, rows: 24 }): Promise<TerminalClient> {
    const reply = await app.call(terminalEndpoints.ticket, { session: token, instance_id: instanceId });
    if (reply.body.status !== 0) throw new Error(reply.body.reason);
    const query = new URLSearchParams({
      ticket: reply.body.data.Ticket,
      cols: String(size.cols),
      rows: String(size.rows),
    });
    const socket = new WebSocket(`ws://127.0.0.1:${port}${reply.body.data.Path}?${query}`);
    let output = '';
    const waiters = new Set<() => void>();
    socket.on('message', (data: Buffer) => {
      output += data.toString('utf8');
      for (const waiter of waiters) waiter();
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return {
      socket,
      output: () => output,
      type: (text) => socket.send(Buffer.from(text, 'utf8')),
      waitFor(text, start = 0, timeoutMs = 10_000) {
        const seen = () => {
          const rest = output.slice(start);
          return typeof text === 'string' ? rest.includes(text) : text.test(rest);
        };
        return new Promise<void>((resolve, reject) => {
          if (seen()) return resolve();
          const timer = setTimeout(() => {
            waiters.delete(check);
            reject(new Error(`no ${String(text)} in ${JSON.stringify(output.slice(start))}`));
          }, timeoutMs);
          const check = () => {
            if (!seen()) return;
            clearTimeout(timer);
            waiters.delete(check);
            resolve();
          };
          waiters.add(check);
        });
      },
    };
  }

  return {
    app,
    open,
    async close() {
      await app.close();
      await t.close();
    },
  };
}
