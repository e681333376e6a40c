import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../../core/db';
import { MIGRATIONS_DIR } from '../../testing/test-database';

/** Migration 0016 turns the customer accounts of the former `operator` role into admin staff members. */
let database: Database;
let folder: string;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

beforeAll(async () => {
  // The migrations up to 0015, as a database made before the staff console has them.
  folder = await mkdtemp(path.join(tmpdir(), 'gpucloud-migrations-'));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag.startsWith('0016_'));
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  database = await openPglite(null);
  await database.migrate(folder);
  await database.db.execute(sql`
    insert into users (phone, name, password_hash, role) values
      ('13800000000', 'Operator', 'argon-hash-of-operator', 'operator'),
      ('13800000001', 'Customer', 'argon-hash-of-customer', 'user')`);
  await database.db.execute(sql`
    insert into sessions (id, token_hash, user_id, last_seen_at, expires_at)
      select gen_random_uuid(), 'hash-' || id, id, now(), now() + interval '1 day' from users`);
  await database.migrate(MIGRATIONS_DIR);
});

afterAll(async () => {
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

describe('migration 0016: operators become staff', () => {
  it('makes each operator an admin staff member with the same phone, name and password, TOTP not yet enrolled', async () => {
    const staff = await rows<Record<string, unknown>>(
      sql`select phone, name, password_hash, role, totp_secret_sealed, totp_enabled_at from staff_members`,
    );
    expect(staff).toEqual([
      {
        phone: '13800000000',
        name: 'Operator',
        password_hash: 'argon-hash-of-operator',
        role: 'admin',
        totp_secret_sealed: null,
        totp_enabled_at: null,
      },
    ]);
  });

  it("closes the operator's customer account and its sessions, and leaves customers alone", async () => {
    const users = await rows<{ phone: string; role: string; closed: boolean; open_sessions: number }>(sql`
      select phone, role, unregistered_at is not null as closed,
        (select count(*)::int from sessions s where s.user_id = u.id and s.revoked_at is null) as open_sessions
      from users u order by phone`);
    expect(users).toEqual([
      { phone: '13800000000', role: 'user', closed: true, open_sessions: 0 },
      { phone: '13800000001', role: 'user', closed: false, open_sessions: 1 },
    ]);
  });
});
