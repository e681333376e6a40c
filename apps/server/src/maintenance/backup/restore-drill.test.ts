import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { accountEndpoints, instancesEndpoints } from '@gpucloud/contracts';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../core/db';
import { instances } from '../../db/schema/instances/instances.table';
import { walletLedger, wallets } from '../../db/schema/wallet/wallet.table';
import { buildUser, loginAs } from '../../testing/builders';
import { onPostgresPass } from '../../testing/engine-pass';
import { buildFleet, rentOneGpu } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MIGRATIONS_DIR } from '../../testing/test-database';
import { runBackup, runRestore } from './backup-commands';
import { BackupError } from './backup-error';

/**
 * Issue 41: the restore drill. A database with money on it (balances, ledger rows, a rented
 * instance) is backed up with `npm run backup`'s command, restored with `npm run restore`'s into a
 * fresh database, and a server on the copy holds every row and answers a signed-in customer with the
 * same figures. On the engine of CI's pass: PostgreSQL with TEST_DATABASE_URL, PGlite without
 * (testing/engine-pass.ts).
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function template() {
  try {
    return inject('testDatabaseTemplate') ?? null;
  } catch {
    return null;
  }
}

/** An engine's fresh database: how to open it, and the command-line argument naming it. */
interface Place {
  open(): Promise<Database>;
  argument: string[];
}

interface Engine {
  source(): Promise<Place>;
  empty(): Promise<Place>;
}

const pglite: Engine = {
  async source() {
    const dataDir = tempDir('gpucloud-drill-src-');
    const copy = template();
    return {
      argument: ['--data-dir', dataDir],
      async open() {
        if (copy && 'pgliteDump' in copy && readdirSync(dataDir).length === 0) {
          return openPglite(dataDir, { loadDataDir: new Blob([await readFile(copy.pgliteDump)]) });
        }
        const database = await openPglite(dataDir);
        await database.migrate(MIGRATIONS_DIR);
        return database;
      },
    };
  },
  async empty() {
    const dataDir = tempDir('gpucloud-drill-dst-');
    return { argument: ['--data-dir', dataDir], open: () => openPglite(dataDir) };
  },
};

function postgres(adminUrl: string): Engine {
  async function create(copyOf: string | null): Promise<string> {
    const name = `gpucloud_drill_${randomBytes(6).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(copyOf ? `create database ${name} template ${copyOf}` : `create database ${name}`);
    cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }
  return {
    async source() {
      const copy = template();
      const copyOf = copy && 'postgresDatabase' in copy ? copy.postgresDatabase : null;
      const url = await create(copyOf);
      return {
        argument: ['--database-url', url],
        async open() {
          const database = openPostgres(url);
          if (!copyOf) await database.migrate(MIGRATIONS_DIR);
          return database;
        },
      };
    },
    async empty() {
      const url = await create(null);
      return { argument: ['--database-url', url], open: async () => openPostgres(url) };
    },
  };
}

const engines: Array<[string, Engine]> = onPostgresPass
  ? [['PostgreSQL', postgres(process.env.TEST_DATABASE_URL ?? '')]]
  : [['PGlite', pglite]];

const context = { env: {}, cwd: process.cwd(), migrationsDir: MIGRATIONS_DIR };

async function moneyAndMachines(app: TestApp) {
  const db = app.deps.db;
  return {
    wallets: await db.select().from(wallets).orderBy(asc(wallets.userId)),
    ledger: await db.select().from(walletLedger).orderBy(asc(walletLedger.id)),
    instances: await db.select().from(instances).orderBy(asc(instances.id)),
  };
}

/** What the customer sees, signed in: balance, vouchers and their instances. */
async function customerView(app: TestApp, user: { phone: string; password: string }) {
  const { token } = await loginAs(app, user);
  const info = await app.call(accountEndpoints.userInfo, { session: token });
  expect(info.body.status, info.body.reason).toBe(0);
  const listed = await app.call(instancesEndpoints.list, { session: token, page: 1, page_size: 20 });
  expect(listed.body.status, listed.body.reason).toBe(0);
  return {
    money: info.body.data.Money,
    vouchers: info.body.data.PowerMoney,
    instances: listed.body.data.data.map((row) => ({ id: row.InstanceId, status: row.Status })),
  };
}

describe.each(engines)('the restore drill on %s', (_name, engine) => {
  it('backs up a database with money on it and a server on the restored copy holds every figure', async () => {
    const dataKey = randomBytes(32).toString('hex');
    const env = { DATA_ENCRYPTION_KEY: dataKey };
    const source = await engine.source();
    const app = await createTestApp({ database: await source.open(), env });
    let before: Awaited<ReturnType<typeof moneyAndMachines>>;
    let seen: Awaited<ReturnType<typeof customerView>>;
    const renter = await buildUser(app, { balanceFen: 12_345 });
    const saver = await buildUser(app, { balanceFen: 6_789 });
    try {
      const fleet = await buildFleet(app);
      const host = await fleet.newHost();
      const { token } = await loginAs(app, renter);
      await rentOneGpu(app, fleet, token, host.id);
      before = await moneyAndMachines(app);
      seen = await customerView(app, renter);
    } finally {
      await app.close();
    }
    expect(before.instances.length).toBeGreaterThan(0);
    expect(before.ledger.length).toBeGreaterThanOrEqual(2);
    expect(seen.instances).toHaveLength(1);

    const file = path.join(tempDir('gpucloud-drill-file-'), 'backup.tar');
    expect(await runBackup([file, ...source.argument], context)).toMatch(/written to/);

    const target = await engine.empty();
    expect(await runRestore([file, ...target.argument], context)).toMatch(/^restore: the backup of/);
    // A second restore over the now full database is refused without --force.
    await expect(runRestore([file, ...target.argument], context)).rejects.toThrow(BackupError);

    const restored = await createTestApp({ database: await target.open(), env });
    try {
      expect(await moneyAndMachines(restored)).toEqual(before);
      expect(await customerView(restored, renter)).toEqual(seen);
      const saverView = await customerView(restored, saver);
      expect(saverView.money).toBe(67.89);
    } finally {
      await restored.close();
    }
  });
});
