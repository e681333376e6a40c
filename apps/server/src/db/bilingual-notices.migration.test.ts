import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, executeRows } from '../core/db';
import { MIGRATIONS_DIR, migrationsBefore, openBlankDatabase } from '../testing/test-database';

const MIGRATION = '0050_bilingual_notices';

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
