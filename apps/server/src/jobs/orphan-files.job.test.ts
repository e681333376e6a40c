import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../core/clock';
import * as schema from '../db/schema';
import { workOrderFiles } from '../db/schema/workOrders/work-orders.table';
import { type FileStore, newFileKey } from '../providers/files/file-store';
import { LocalDiskFileStore } from '../providers/files/local-disk-file-store';
import { S3FileStore } from '../providers/files/s3-file-store';
import { buildUser } from '../testing/builders';
import { captureLog } from '../testing/captured-log';
import { startFakeS3 } from '../testing/fakes/s3/fake-s3-server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { sweepOrphanFiles } from './orphan-files.job';
import { FILE_KEY_COLUMNS, tryLockOrphanSweep } from './orphan-files.statements';

/** A store under test, and how to say when one of its files was written. */
interface StoreUnderTest {
  store: FileStore;
  backdate(key: string, at: Date): Promise<void>;
  close(): Promise<void>;
}

async function localDisk(): Promise<StoreUnderTest> {
  const root = await mkdtemp(path.join(tmpdir(), 'gpucloud-orphans-'));
  return {
    store: new LocalDiskFileStore(root),
    backdate: (key, at) => utimes(path.join(root, key.slice(0, 2), key), at, at),
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3(): Promise<StoreUnderTest> {
  const settings = { bucket: 'files', region: 'us-east-1', accessKeyId: 'AKID', secretAccessKey: 'secret' };
  // Pages of two, so the sweep follows ListObjectsV2's continuation tokens.
  const fake = await startFakeS3({ ...settings, listPageSize: 2 });
  return {
    store: new S3FileStore({ ...settings, endpoint: fake.endpoint }),
    backdate: async (key, at) => {
      fake.modified.set(key, at);
    },
    close: () => fake.close(),
  };
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function setup(makeStore: () => Promise<StoreUnderTest>) {
  const tested = await makeStore();
  const log = captureLog();
  const now = app.clock.now();
  const storeAged = async (ageHours: number) => {
    const key = newFileKey();
    await tested.store.put(key, Buffer.from(`file ${key}`), { contentType: 'text/plain' });
    await tested.backdate(key, new Date(now.getTime() - ageHours * HOUR_MS));
    return key;
  };
  const user = await buildUser(app);
  const recordRow = (key: string) =>
    app.deps.db.insert(workOrderFiles).values({
      userId: user.id,
      fileKey: key,
      fileName: 'screenshot.png',
      fileType: 'png',
      size: 10,
      createdAt: now,
    });
  const sweep = () => sweepOrphanFiles({ ...app.deps, files: tested.store, log: log.log });
  return { ...tested, log, storeAged, recordRow, sweep };
}

describe.each([
  ['the local disk', localDisk],
  ['an S3 bucket', s3],
])('the orphan-file sweep on %s', (_name, makeStore) => {
  it('removes a file no row names once past the grace, keeps a young one and one a row names', async () => {
    const { storeAged, recordRow, sweep, log, close, ...tested } = await setup(makeStore);
    try {
      const orphan = await storeAged(25);
      const young = await storeAged(23);
      const named = await storeAged(25 * 30);
      const orphans = [await storeAged(48), await storeAged(100)];
      await recordRow(named);

      expect(await sweep()).toEqual({ removed: 3, kept: 1 });

      for (const key of [orphan, ...orphans]) expect(await tested.store.get(key)).toBeNull();
      expect(await tested.store.get(young)).not.toBeNull();
      expect(await tested.store.get(named)).not.toBeNull();
      const lines = log
        .text()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { msg: string; fileKey: string });
      expect(
        lines
          .filter((line) => line.msg.startsWith('orphan file removed'))
          .map((line) => line.fileKey)
          .sort(),
      ).toEqual([orphan, ...orphans].sort());

      // The young one becomes an orphan once it too is past the grace.
      await tested.backdate(young, new Date(app.clock.now().getTime() - 24 * HOUR_MS - 1000));
      expect(await sweep()).toEqual({ removed: 1, kept: 1 });
      expect(await tested.store.get(young)).toBeNull();
    } finally {
      await close();
    }
  });

  // PGlite is one process by nature (and one connection: a second transaction would wait for the first).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'leaves every file alone while another process holds the sweep',
    async () => {
      const { storeAged, sweep, close, ...tested } = await setup(makeStore);
      try {
        const orphan = await storeAged(48);
        await app.deps.db.transaction(async (tx) => {
          expect(await tryLockOrphanSweep(tx)).toBe(true);
          expect(await sweep()).toEqual({ removed: 0, kept: 0 });
        });
        expect(await tested.store.get(orphan)).not.toBeNull();
      } finally {
        await close();
      }
    },
  );
});

describe('the columns the sweep reads', () => {
  it('are every file_key column of the schema, so no kind of upload is taken for an orphan', () => {
    const everyFileKey = Object.values(schema).flatMap((table) => {
      if (typeof table !== 'object' || table === null || !('getSQL' in table)) return [];
      return Object.values(getTableColumns(table as never)).filter((column) =>
        /file_?key/i.test((column as { name: string }).name),
      );
    });
    expect(everyFileKey.length).toBeGreaterThan(0);
    expect(new Set(FILE_KEY_COLUMNS)).toEqual(new Set(everyFileKey));
  });
});
