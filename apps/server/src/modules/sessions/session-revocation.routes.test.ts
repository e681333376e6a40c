import { accountEndpoints, ErrorCode } from '@gpucloud/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTENER_APPLICATION_PREFIX } from '../../core/auth/session-listener';
import { DAY_MS, SECOND_MS } from '../../core/clock';
import { sha256 } from '../../core/tokens';
import { sessions } from '../../db/schema/sessions/sessions.table';
import { type BuiltUser, buildUser, latestSmsCode, loginAs } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Two servers on one database, as two processes behind a load balancer: each has its own session
// cache and (on PostgreSQL) its own pool and listening connection. A revocation through one must
// refuse the very next request through the other, even though both had the session cached.
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ sharingDatabaseOf: first });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function statusOf(app: TestApp, token: string): Promise<number> {
  return (await app.postForm('/get_user_info', { session: token })).body.status;
}

/** Both servers answer the token and now hold it in memory. */
async function warmBoth(token: string): Promise<void> {
  for (const app of [first, second]) {
    expect(await statusOf(app, token)).toBe(0);
    expect(app.deps.sessionCache.get(sha256(token))).toBeDefined();
  }
}

async function addSubAccount(mainToken: string, username: string) {
  const reply = await first.call(accountEndpoints.addSubAccount, {
    session: mainToken,
    username,
    password: 'sub-pass-123',
    money_limit: 10,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  const login = await second.postForm<{ token: string }>('/sub_account_login', {
    username,
    password: 'sub-pass-123',
  });
  return { id: reply.body.data.SubAccountId, token: login.body.data.token };
}

async function smsCode(user: BuiltUser, purpose: string): Promise<string> {
  expect((await first.post('/auth/send_verify_code', { phone: user.phone, purpose })).body.status).toBe(0);
  return latestSmsCode(first, user.phone);
}

describe('a revocation through one server refuses the next request through another', () => {
  it('logout', async () => {
    const token = (await loginAs(first, await buildUser(first))).token;
    await warmBoth(token);
    expect((await first.postForm('/logout', { session: token })).body.status).toBe(0);
    expect(await statusOf(second, token)).toBe(ErrorCode.SESSION_INVALID);
    expect(await statusOf(first, token)).toBe(ErrorCode.SESSION_INVALID);
  });

  it('password change (the other sessions end, the changing one stays)', async () => {
    const user = await buildUser(first);
    const here = (await loginAs(first, user)).token;
    const there = (await loginAs(second, user)).token;
    await warmBoth(here);
    await warmBoth(there);
    const changed = await first.post('/modify_passwd_new', {
      session: here,
      old_password: user.password,
      new_password: 'new-pass-123',
    });
    expect(changed.body.data).toEqual({ RevokedSessions: 1 });
    expect(await statusOf(second, there)).toBe(ErrorCode.SESSION_INVALID);
    expect(await statusOf(second, here)).toBe(0);
  });

  it('password reset with an SMS code', async () => {
    const user = await buildUser(first);
    const token = (await loginAs(first, user)).token;
    await warmBoth(token);
    const code = await smsCode(user, 'reset_password');
    const reset = await first.postForm('/reset_password', {
      phone: user.phone,
      verify_code: code,
      password: 'reset-pass-123',
    });
    expect(reset.body.status).toBe(0);
    expect(await statusOf(second, token)).toBe(ErrorCode.SESSION_INVALID);
  });

  it('sub-account deletion', async () => {
    const main = (await loginAs(first, await buildUser(first))).token;
    const sub = await addSubAccount(main, `gone-${process.pid}`);
    await warmBoth(sub.token);
    const deleted = await first.post('/delete_user_sub_account', { session: main, sub_account_id: sub.id });
    expect(deleted.body.data).toEqual({ RevokedSessions: 1 });
    expect(await statusOf(second, sub.token)).toBe(ErrorCode.SESSION_INVALID);
    expect(await statusOf(second, main)).toBe(0);
  });

  it("the main account resetting a sub-account's password", async () => {
    const main = (await loginAs(first, await buildUser(first))).token;
    const sub = await addSubAccount(main, `reset-${process.pid}`);
    await warmBoth(sub.token);
    const reset = await first.post('/reset_user_sub_account_password', {
      session: main,
      sub_account_id: sub.id,
      password: 'another-pass-123',
    });
    expect(reset.body.status).toBe(0);
    expect(await statusOf(second, sub.token)).toBe(ErrorCode.SESSION_INVALID);
  });

  it('closing the account', async () => {
    const user = await buildUser(first);
    const token = (await loginAs(first, user)).token;
    await warmBoth(token);
    const code = await smsCode(user, 'unregister');
    const closed = await first.post('/unregister', { session: token, verify_code: code, agree: true });
    expect(closed.body.status, closed.body.reason).toBe(0);
    expect(await statusOf(second, token)).toBe(ErrorCode.SESSION_INVALID);
  });
});

describe('expiry of a cached session', () => {
  function advanceBoth(ms: number) {
    first.clock.advance(ms);
    second.clock.advance(ms);
  }

  it('is checked against the clock: use through one server keeps it alive in the other, 30 days end it', async () => {
    const token = (await loginAs(first, await buildUser(first))).token;
    await warmBoth(token);
    advanceBoth(6 * DAY_MS);
    expect(await statusOf(second, token)).toBe(0);
    // The first server's copy says idle since login; the database knows better.
    advanceBoth(2 * DAY_MS);
    expect(await statusOf(first, token)).toBe(0);
    for (let step = 0; step < 3; step += 1) {
      advanceBoth(6 * DAY_MS);
      expect(await statusOf(first, token)).toBe(0);
      expect(await statusOf(second, token)).toBe(0);
    }
    advanceBoth(5 * DAY_MS);
    expect(await statusOf(first, token)).toBe(ErrorCode.SESSION_INVALID);
    expect(await statusOf(second, token)).toBe(ErrorCode.SESSION_INVALID);
  });
});

describe('last seen', () => {
  async function lastSeen(token: string): Promise<number> {
    const [row] = await first.deps.db
      .select({ at: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    return row?.at.getTime() ?? Number.NaN;
  }

  it('moves at most once a minute, also while the session is answered from memory', async () => {
    const token = (await loginAs(first, await buildUser(first))).token;
    const loggedIn = await lastSeen(token);
    await warmBoth(token);
    first.clock.advance(59 * SECOND_MS);
    expect(await statusOf(first, token)).toBe(0);
    expect(await lastSeen(token)).toBe(loggedIn);
    first.clock.advance(SECOND_MS);
    expect(await statusOf(first, token)).toBe(0);
    expect(await lastSeen(token)).toBe(first.clock.now().getTime());
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a lost listening connection (PostgreSQL)', () => {
  it('empties and bypasses the cache until the listener is back, so a missed revocation still counts', async () => {
    const token = (await loginAs(second, await buildUser(second))).token;
    const tokenHash = sha256(token);
    expect(await statusOf(second, token)).toBe(0);
    expect(second.deps.sessionCache.get(tokenHash)).toBeDefined();
    // A revocation whose notification never arrives: the cache alone would still accept the token.
    await second.deps.db.execute(sql`update sessions set revoked_at = now() where token_hash = ${tokenHash}`);
    expect(await statusOf(second, token)).toBe(0);

    await second.deps.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name like ${`${LISTENER_APPLICATION_PREFIX}%`}`,
    );
    // Both listeners were cut; each process notices, empties its cache and reads the database.
    await vi.waitFor(() => expect(second.deps.sessionCache.get(tokenHash)).toBeUndefined(), {
      timeout: 10_000,
    });
    expect(await statusOf(second, token)).toBe(ErrorCode.SESSION_INVALID);

    // Back again: the cache answers once more (and was empty when it came back).
    await vi.waitFor(() => expect(second.deps.sessionCache.active).toBe(true), { timeout: 10_000 });
    const fresh = (await loginAs(second, await buildUser(second))).token;
    expect(await statusOf(second, fresh)).toBe(0);
    expect(second.deps.sessionCache.get(sha256(fresh))).toBeDefined();
    expect(await statusOf(second, token)).toBe(ErrorCode.SESSION_INVALID);
  });
});
