import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../core/db';
import { openTestDatabase } from '../../../testing/test-database';
import { type BusyBounds, createBusyFlags, flaggedBusy } from './docker-busy';
import { dockerMachines } from './docker-machines.table';

let database: Database;
const log = pino({ level: 'silent' });
const bounds: BusyBounds = { boundMs: 60_000, renewMs: 15_000 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

async function setup(key: string) {
  const ref = `docker:h1/gpucloud-${key}`;
  await database.db.insert(dockerMachines).values({
    ref,
    key,
    instanceId: 1,
    hostName: 'h1',
    image: 'gpucloud/busybox:1',
    shape: {
      kind: 'container',
      gpuCount: 0,
      cpuCores: 1,
      memoryGb: 1,
      dataDiskGb: 0,
      bandwidthMbps: 0,
      mounts: [],
    },
    passwordSealed: 'sealed',
  });
  const row = async () => {
    const [found] = await database.db.select().from(dockerMachines).where(eq(dockerMachines.ref, ref));
    if (!found) throw new Error(`no row ${ref}`);
    return found;
  };
  return { ref, row };
}

describe('busy flags of docker machines, in the database', () => {
  it('flags the machine while a command works, and lowers the flag after', async () => {
    const { ref, row } = await setup('works');
    const flags = createBusyFlags(database.db, 'me', log, bounds);
    const during = await flags.holding(ref, row);
    expect(during.busyBy).toBe('me');
    expect(flaggedBusy(during)).toBe(true);
    expect(await row()).toMatchObject({ busyUntil: null, busyBy: null });
  });

  it('lowers the flag when the command fails', async () => {
    const { ref, row } = await setup('fails');
    const flags = createBusyFlags(database.db, 'me', log, bounds);
    await expect(flags.holding(ref, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(flaggedBusy(await row())).toBe(false);
  });

  it("never lowers another process's flag", async () => {
    const { ref, row } = await setup('taken-over');
    const flags = createBusyFlags(database.db, 'me', log, bounds);
    const until = new Date(Date.now() + 60_000);
    await flags.holding(ref, () =>
      // Another process's command raised the flag after ours: it is that one's to lower.
      database.db
        .update(dockerMachines)
        .set({ busyBy: 'other', busyUntil: until })
        .where(eq(dockerMachines.ref, ref)),
    );
    expect(await row()).toMatchObject({ busyBy: 'other', busyUntil: until });
  });

  it('renews the flag while a command runs longer than its bound', async () => {
    const { ref, row } = await setup('long');
    const flags = createBusyFlags(database.db, 'me', log, { boundMs: 200, renewMs: 50 });
    const late = await flags.holding(ref, async () => {
      await pause(500);
      return row();
    });
    expect(flaggedBusy(late)).toBe(true);
  });

  it('counts a flag only until its bound: a crashed process leaves none that lasts', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    expect(flaggedBusy({ busyUntil: new Date('2026-05-01T10:00:01Z') }, now)).toBe(true);
    expect(flaggedBusy({ busyUntil: new Date('2026-05-01T09:59:59Z') }, now)).toBe(false);
    expect(flaggedBusy({ busyUntil: now }, now)).toBe(false);
    expect(flaggedBusy({ busyUntil: null }, now)).toBe(false);
  });
});
