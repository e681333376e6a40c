import { autoStopEndpoints } from '@gpucloud/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxItems } from '../../db/schema/inbox/inbox.table';
import { instanceEvents, instances } from '../../db/schema/instances/instances.table';
import { type DockerTestApp, startDockerApp } from '../../testing/docker-app';
import { eventually, TEST_IMAGE } from '../../testing/docker-engine';
import { buildFleet, rentSmallContainer } from '../../testing/fleet';
import type { TestApp } from '../../testing/test-app';
import { storedText } from '../notifications';
import { runAutoStop } from './auto-stop-run.service';

/**
 * The command rule on the real engine: `sleep 2; exit 3` runs detached in the container; while it
 * runs the job leaves the instance alone, and once it has exited the job stops the instance by the
 * owner's stop with exit code 3 in the reason, the history and the notification.
 */
let docker: DockerTestApp;
let app: TestApp;
let fleet: Awaited<ReturnType<typeof buildFleet>>;

beforeAll(async () => {
  docker = await startDockerApp({ DOCKER_DEFAULT_IMAGE: TEST_IMAGE }, { realClock: true });
  app = docker.app;
  fleet = await buildFleet(app);
}, 60_000);

afterAll(async () => {
  await docker?.close();
}, 60_000);

async function status(id: number): Promise<string> {
  const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
  return row?.status ?? 'missing';
}

describe('stop when a command finishes, on the Docker engine', () => {
  it('runs the command detached and stops the instance with its exit code', async () => {
    const { user, token, id } = await rentSmallContainer(app, fleet, docker.hostNames);
    await eventually(async () => ((await status(id)) === 'running' ? true : undefined), 30_000);
    const set = await app.call(autoStopEndpoints.set, {
      session: token,
      instance_id: id,
      command: 'sleep 2; exit 3',
    });
    expect(set.body.status, set.body.reason).toBe(0);
    expect(set.body.data).toMatchObject({ Command: 'sleep 2; exit 3', CommandSupported: true });
    // A second command while one is watched is refused.
    const again = await app.call(autoStopEndpoints.set, { session: token, instance_id: id, command: 'true' });
    expect(again.body).toMatchObject({ status: 1, reason: expect.stringContaining('watched already') });

    expect(await runAutoStop(app.deps)).toMatchObject({ commandStops: 0 });
    expect(await status(id)).toBe('running');

    await eventually(async () => {
      app.clock.advance(60_000);
      return (await runAutoStop(app.deps)).commandStops === 1 ? true : undefined;
    }, 20_000);
    const reason = 'Auto-stop: the command `sleep 2; exit 3` finished with exit code 3';
    await eventually(async () => ((await status(id)) === 'stopped' ? true : undefined), 30_000);
    const history = await app.deps.db.select().from(instanceEvents).where(eq(instanceEvents.instanceId, id));
    expect(
      history.map((row) => ({
        event: row.event,
        detail: storedText('en-US', row.detailCode, row.detailParams, row.detail),
      })),
    ).toContainEqual({ event: 'auto_stopped', detail: reason });
    const told = await app.deps.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.userId, user.id), eq(inboxItems.template, 'instance.auto_stopped_command')));
    expect(told.map((item) => item.params)).toEqual([
      { name: expect.any(String), command: 'sleep 2; exit 3', code: 3 },
    ]);
    const rule = await app.call(autoStopEndpoints.get, { session: token, instance_id: id });
    expect(rule.body.data.Command).toBeNull();
  }, 120_000);
});
