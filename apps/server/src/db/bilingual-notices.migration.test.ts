import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, executeRows, openPglite, openPostgres } from '../core/db';
import { MIGRATIONS_DIR } from '../testing/test-database';

const MIGRATION = '0050_bilingual_notices';

/** An empty database (not the run's migrated template): PGlite, or a new one on TEST_DATABASE_URL. */
async function openBlankDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openPglite(null);
  const name = `gpucloud_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).finally(() => cleanup.end());
    },
  };
}

/** The migrations folder as it was before this migration: the same files, the journal cut before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

let database: Database;
let oldMigrations: string;
beforeAll(async () => {
  database = await openBlankDatabase();
  oldMigrations = await migrationsBefore(MIGRATION);
});
afterAll(async () => {
  await database?.close();
  if (oldMigrations) await rm(oldMigrations, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}`, () => {
  it('moves each one-language text to the column of the language it is in', async () => {
    await database.migrate(oldMigrations);
    const { db } = database;
    await db.execute(sql`insert into notices (title, content, published_at) values
      ('Maintenance tonight', 'Short downtime.', now()),
      ('今晚维护', '短暂停机 (RTX 4090)', null)`);
    await db.execute(sql`insert into banners (title, subtitle, link) values
      ('H100 80G bare metal', 'By the day', '/store'), ('会员折扣', '', '/console')`);
    await db.execute(sql`insert into work_order_canned_replies (title, content) values
      ('Restart', 'Please restart.'), ('重启', '请重启。')`);

    await database.migrate(MIGRATIONS_DIR);

    const notices = await executeRows(
      db,
      sql`select title_en, title_zh, content_en, content_zh, single_language, published_at is not null as published
          from notices order by id`,
    );
    expect(notices).toEqual([
      {
        title_en: 'Maintenance tonight',
        title_zh: '',
        content_en: 'Short downtime.',
        content_zh: '',
        single_language: true,
        published: true,
      },
      {
        title_en: '',
        title_zh: '今晚维护',
        content_en: '',
        content_zh: '短暂停机 (RTX 4090)',
        single_language: true,
        published: false,
      },
    ]);
    const banners = await executeRows(
      db,
      sql`select title_en, title_zh, subtitle_en, subtitle_zh, single_language from banners order by id`,
    );
    expect(banners).toEqual([
      {
        title_en: 'H100 80G bare metal',
        title_zh: '',
        subtitle_en: 'By the day',
        subtitle_zh: '',
        single_language: true,
      },
      { title_en: '', title_zh: '会员折扣', subtitle_en: '', subtitle_zh: '', single_language: true },
    ]);
    const canned = await executeRows(
      db,
      sql`select title_en, title_zh, content_en, content_zh from work_order_canned_replies order by id`,
    );
    expect(canned).toEqual([
      { title_en: 'Restart', title_zh: '', content_en: 'Please restart.', content_zh: '' },
      { title_en: '', title_zh: '重启', content_en: '', content_zh: '请重启。' },
    ]);
  });
});
