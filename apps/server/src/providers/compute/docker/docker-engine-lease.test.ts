import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../core/db';
import { openTestDatabase } from '../../../testing/test-database';
import { createEngineLeases, type EngineLeaseBounds } from './docker-engine-lease';
import { createDockerHosts, parseDockerEngineConfig } from './docker-hosts';
import { dockerEngineLeases } from './docker-machines.table';

let database: Database;
const log = pino({ level: 'silent' });
const HOUR_MS = 3_600_000;
const bounds = (overrides: Partial<EngineLeaseBounds> = {}): EngineLeaseBounds => ({
  ttlMs: 60_000,
  renewMs: 15_000,
  waitMs: 5_000,
  ...overrides,
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

function setup(engine: string) {
  const leaseRow = async () =>
    (await database.db.select().from(dockerEngineLeases).where(eq(dockerEngineLeases.engine, engine)))[0];
  const heldBy = (holder: string, untilMs: number) =>
    database.db.insert(dockerEngineLeases).values({ engine, holder, until: new Date(Date.now() + untilMs) });
  return { engine, leaseRow, heldBy };
}

describe('placement leases on an engine, in the database', () => {
  it('waits for a lease another process holds, and holds it only while its work runs', async () => {
    const { engine, leaseRow, heldBy } = setup('unix:///wait.sock');
    await heldBy('other-process', HOUR_MS);
    let holderDuringWork: string | undefined;
    const placement = createEngineLeases(database.db, 'me', log, bounds()).holding(engine, async () => {
      holderDuringWork = (await leaseRow())?.holder;
      return 'placed';
    });
    await pause(300);
    expect(holderDuringWork).toBeUndefined();
    await database.db.delete(dockerEngineLeases).where(eq(dockerEngineLeases.engine, engine));
    expect(await placement).toBe('placed');
    expect(holderDuringWork).toBe('me');
    expect(await leaseRow()).toBeUndefined();
  });

  it('gives up with an error once its wait bound has passed', async () => {
    const { engine, leaseRow, heldBy } = setup('unix:///busy.sock');
    await heldBy('other-process', HOUR_MS);
    let ran = false;
    const placement = createEngineLeases(database.db, 'me', log, bounds({ waitMs: 200 })).holding(
      engine,
      async () => {
        ran = true;
      },
    );
    await expect(placement).rejects.toThrow(
      'the docker engine unix:///busy.sock stayed leased to other-process for 200 ms',
    );
    expect(ran).toBe(false);
    expect((await leaseRow())?.holder).toBe('other-process');
  });

  it('takes a lease whose holder let it lapse (a crashed process) at once', async () => {
    const { engine, leaseRow, heldBy } = setup('unix:///lapsed.sock');
    await heldBy('crashed-process', -1_000);
    // No wait allowed: a lease it had to wait for would be an error.
    const placement = createEngineLeases(database.db, 'me', log, bounds({ waitMs: 0 }));
    expect(await placement.holding(engine, async () => (await leaseRow())?.holder)).toBe('me');
    expect(await leaseRow()).toBeUndefined();
  });

  it('releases the lease when the work fails', async () => {
    const { engine, leaseRow } = setup('unix:///fails.sock');
    const placement = createEngineLeases(database.db, 'me', log, bounds()).holding(engine, async () => {
      throw new Error('the engine refused');
    });
    await expect(placement).rejects.toThrow('the engine refused');
    expect(await leaseRow()).toBeUndefined();
  });

  it('lets one placement at a time run among processes placing together', async () => {
    const { engine } = setup('unix:///together.sock');
    let running = 0;
    let most = 0;
    const place = async () => {
      running += 1;
      most = Math.max(most, running);
      await pause(80);
      running -= 1;
    };
    const processes = ['a', 'b', 'c'].map((holder) => createEngineLeases(database.db, holder, log, bounds()));
    await Promise.all(
      processes.flatMap((leases) => [leases.holding(engine, place), leases.holding(engine, place)]),
    );
    expect(most).toBe(1);
  });

  it('renews a lease while its work runs longer than the lease lasts', async () => {
    const { engine } = setup('unix:///long.sock');
    const short = bounds({ ttlMs: 200, renewMs: 50 });
    let otherTook = false;
    await createEngineLeases(database.db, 'me', log, short).holding(engine, async () => {
      await pause(400);
      // Two lease lengths in: taken by another process only if it was not renewed.
      const other = createEngineLeases(database.db, 'other', log, { ...short, waitMs: 100 });
      otherTook = await other.holding(engine, async () => true).catch(() => false);
    });
    expect(otherTook).toBe(false);
  });

  it('names an engine by its address, so hosts on one engine share a lease', () => {
    const hosts = createDockerHosts(
      parseDockerEngineConfig({
        DOCKER_HOSTS: 'gpu-1=tcp://10.0.0.12:2376,gpu-2=tcp://10.0.0.12:2376,gpu-3=tcp://10.0.0.13:2376',
      }),
    );
    expect(hosts.addressOf('gpu-1')).toBe('tcp://10.0.0.12:2376');
    expect(hosts.addressOf('gpu-2')).toBe(hosts.addressOf('gpu-1'));
    expect(hosts.addressOf('gpu-3')).toBe('tcp://10.0.0.13:2376');
    expect(hosts.addressOf('unnamed')).toBe('unix:///var/run/docker.sock');
  });
});
