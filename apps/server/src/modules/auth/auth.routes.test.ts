import { authEndpoints, ErrorCode, type LoginData, Reason, type UserInfo } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../../core/clock';
import { buildSubAccount, buildUser, latestSmsCode, loginAs, uniquePhone } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { phoneLimits } from '../sessions/sms-codes.service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function sendCode(phone: string, purpose = 'register') {
  const reply = await app.postForm('/auth/send_verify_code', { phone, purpose });
  expect(reply.body.status, reply.body.reason).toBe(0);
  // Each phone may ask once a minute; tests that ask twice move the clock.
  return latestSmsCode(app, phone);
}

async function userInfo(token: string) {
  return app.postForm<UserInfo>('/get_user_info', { session: token });
}

describe('register', () => {
  it('creates a main account with the SMS code from the outbox and logs it in', async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    const reply = await app.postForm<LoginData>('/register', {
      phone,
      verify_code: code,
      password: 'correct-horse',
    });
    expect(reply.body.status).toBe(0);
    expect(reply.body.data.token.length).toBeGreaterThanOrEqual(43);
    expect(reply.body.data.sessionId).toMatch(/^[0-9a-f-]{36}$/);

    const info = await userInfo(reply.body.data.token);
    expect(info.body.status).toBe(0);
    expect(info.body.data).toMatchObject({
      Phone: phone,
      SubAccount: null,
      VipLevel: 0,
      Money: 0,
      IsCompany: false,
    });
  });

  it('refuses a code that is wrong, and uses a code only once', async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await app.postForm('/register', { phone, verify_code: wrong, password: 'correct-horse' });
    expect(bad.body).toMatchObject({ status: ErrorCode.REFUSED, reason: Reason.INVALID_SMS_CODE });
    const good = await app.postForm('/register', { phone, verify_code: code, password: 'correct-horse' });
    expect(good.body.status).toBe(0);
    const again = await app.postForm('/register', { phone, verify_code: code, password: 'correct-horse' });
    expect(again.body.reason).toBe(Reason.INVALID_SMS_CODE);
  });

  it('allows at most 5 tries of one code', async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const reply = await app.postForm('/register', { phone, verify_code: wrong, password: 'correct-horse' });
      expect(reply.body.status).toBe(ErrorCode.REFUSED);
    }
    const sixth = await app.postForm('/register', { phone, verify_code: code, password: 'correct-horse' });
    expect(sixth.body.status).toBe(ErrorCode.VERIFICATION_ATTEMPTS_LIMIT);
  });

  it('lets a code expire after 5 minutes', async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    app.clock.advance(5 * MINUTE_MS + 1000);
    const reply = await app.postForm('/register', { phone, verify_code: code, password: 'correct-horse' });
    expect(reply.body.reason).toBe(Reason.INVALID_SMS_CODE);
  });

  it('refuses a phone that is already registered', async () => {
    const user = await buildUser(app);
    const code = await sendCode(user.phone);
    const reply = await app.postForm('/register', {
      phone: user.phone,
      verify_code: code,
      password: 'correct-horse',
    });
    expect(reply.body).toMatchObject({ status: ErrorCode.REFUSED, reason: Reason.PHONE_TAKEN });
  });

  it('registers a company as a main account flagged as a company', async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    const reply = await app.postForm<LoginData>('/company_register', {
      company_name: 'Acme Compute Ltd.',
      phone,
      verify_code: code,
      password: 'correct-horse',
    });
    expect(reply.body.status).toBe(0);
    const info = await userInfo(reply.body.data.token);
    expect(info.body.data).toMatchObject({
      IsCompany: true,
      CompanyName: 'Acme Compute Ltd.',
      Name: 'Acme Compute Ltd.',
    });
  });
});

describe('send_verify_code limits', () => {
  it('sends one code a minute, 5 an hour and 10 a day per phone', async () => {
    const phone = uniquePhone();
    const send = () => app.postForm('/auth/send_verify_code', { phone, purpose: 'login' });
    expect((await send()).body.status).toBe(0);
    const tooSoon = await send();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.body.status).toBe(ErrorCode.TOO_MANY_REQUESTS);
    for (let i = 0; i < 4; i += 1) {
      app.clock.advance(MINUTE_MS + 1);
      expect((await send()).body.status).toBe(0);
    }
    app.clock.advance(MINUTE_MS + 1);
    expect((await send()).body.reason).toMatch(/hour/);
    for (let i = 0; i < 5; i += 1) {
      app.clock.advance(61 * MINUTE_MS);
      expect((await send()).body.status).toBe(0);
    }
    app.clock.advance(61 * MINUTE_MS);
    expect((await send()).body.reason).toMatch(/today/);
    app.clock.advance(DAY_MS);
    expect((await send()).body.status).toBe(0);
  });

  it('waits the configured gap per phone (SMS_PHONE_GAP_SECONDS)', async () => {
    const shortGap = await createTestApp({ env: { SMS_PHONE_GAP_SECONDS: '5' } });
    try {
      const phone = uniquePhone();
      const send = () => shortGap.postForm('/auth/send_verify_code', { phone, purpose: 'login' });
      expect((await send()).body.status).toBe(0);
      shortGap.clock.advance(4 * SECOND_MS);
      const tooSoon = await send();
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.body.reason).toBe('a code was sent less than 5 seconds ago, wait before asking again');
      shortGap.clock.advance(SECOND_MS + 1);
      expect((await send()).body.status).toBe(0);
    } finally {
      await shortGap.close();
    }
  });

  it('drops the gap rule at SMS_PHONE_GAP_SECONDS=0 but keeps the hour and day limits', () => {
    expect(phoneLimits(0).map((limit) => limit.windowMs)).toEqual([HOUR_MS, DAY_MS]);
    expect(phoneLimits(60).map((limit) => [limit.windowMs, limit.max])).toEqual([
      [MINUTE_MS, 1],
      [HOUR_MS, 5],
      [DAY_MS, 10],
    ]);
  });

  it('limits codes per client IP across phones', async () => {
    const isolated = await createTestApp();
    try {
      let lastStatus = 0;
      for (let i = 0; i < 21; i += 1) {
        const reply = await isolated.postForm('/auth/send_verify_code', {
          phone: uniquePhone(),
          purpose: 'register',
        });
        lastStatus = reply.body.status;
        if (i < 20) expect(reply.body.status).toBe(0);
      }
      expect(lastStatus).toBe(ErrorCode.TOO_MANY_REQUESTS);
    } finally {
      await isolated.close();
    }
  });
});

describe('login', () => {
  it('answers a token for the right password and the same reason for a wrong one or an unknown phone', async () => {
    const user = await buildUser(app);
    const good = await app.postForm<LoginData>('/login', { phone: user.phone, password: user.password });
    expect(good.body.status).toBe(0);
    const wrong = await app.postForm('/login', { phone: user.phone, password: 'not-the-password' });
    const unknown = await app.postForm('/login', { phone: uniquePhone(), password: 'not-the-password' });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ status: ErrorCode.REFUSED, reason: Reason.INVALID_CREDENTIALS, data: null });
  });

  it('accepts JSON bodies as well as form-encoded ones', async () => {
    const user = await buildUser(app);
    const reply = await app.call(authEndpoints.login, { phone: user.phone, password: user.password });
    expect(reply.body.status).toBe(0);
  });

  it('logs in with an SMS code instead of a password', async () => {
    const user = await buildUser(app);
    const code = await sendCode(user.phone, 'login');
    const reply = await app.postForm<LoginData>('/login', { phone: user.phone, verify_code: code });
    expect(reply.body.status).toBe(0);
  });

  it('makes the sixth try of a phone from the same address wait after 5 failures, registered or not', async () => {
    for (const phone of [(await buildUser(app)).phone, uniquePhone()]) {
      for (let i = 0; i < 5; i += 1) {
        const reply = await app.postForm('/login', { phone, password: 'wrong-password' });
        expect(reply.body.reason).toBe(Reason.INVALID_CREDENTIALS);
      }
      const locked = await app.postForm('/login', { phone, password: 'wrong-password' });
      expect(locked.body).toMatchObject({
        status: ErrorCode.TOO_MANY_REQUESTS,
        reason: Reason.TOO_MANY_LOGIN_FAILURES,
      });
    }
    app.clock.advance(16 * MINUTE_MS);
  });
});

describe('sessions', () => {
  it('revokes the session on logout', async () => {
    const user = await buildUser(app);
    const session = await loginAs(app, user);
    expect((await app.postForm('/logout', { session: session.token })).body.status).toBe(0);
    const after = await userInfo(session.token);
    expect(after.statusCode).toBe(401);
    expect(after.body).toMatchObject({ status: ErrorCode.SESSION_INVALID, data: null });
    expect(after.body.reason).toContain(Reason.FAILED_TO_GET_TOKEN);
  });

  it('answers status 2 for a missing or unknown session', async () => {
    expect((await app.postForm('/get_user_info', {})).body.status).toBe(ErrorCode.SESSION_INVALID);
    expect((await userInfo('not-a-real-token')).body.status).toBe(ErrorCode.SESSION_INVALID);
  });

  it('expires a session idle for 7 days, and any session after 30 days', async () => {
    const user = await buildUser(app);
    const idle = await loginAs(app, user);
    const busy = await loginAs(app, user);
    app.clock.advance(6 * DAY_MS);
    expect((await userInfo(busy.token)).body.status).toBe(0);
    app.clock.advance(DAY_MS + MINUTE_MS);
    expect((await userInfo(idle.token)).body.status).toBe(ErrorCode.SESSION_INVALID);
    expect((await userInfo(busy.token)).body.status).toBe(0);
    // Used every 6 days it never idles out, but ends 30 days after login all the same.
    for (let step = 0; step < 3; step += 1) {
      app.clock.advance(6 * DAY_MS);
      expect((await userInfo(busy.token)).body.status).toBe(0);
    }
    app.clock.advance(6 * DAY_MS);
    expect((await userInfo(busy.token)).body.status).toBe(ErrorCode.SESSION_INVALID);
  });

  it('ends every session of the account when the password is reset with an SMS code', async () => {
    const user = await buildUser(app);
    const before = await loginAs(app, user);
    const code = await sendCode(user.phone, 'reset_password');
    const reset = await app.postForm('/reset_password', {
      phone: user.phone,
      verify_code: code,
      password: 'brand-new-pass',
    });
    expect(reset.body.status).toBe(0);
    expect((await userInfo(before.token)).body.status).toBe(ErrorCode.SESSION_INVALID);
    expect((await app.postForm('/login', { phone: user.phone, password: user.password })).body.status).toBe(
      ErrorCode.REFUSED,
    );
    await loginAs(app, { phone: user.phone, password: 'brand-new-pass' });
  });
});

describe('sub_account_login', () => {
  it('logs a sub-account in by its platform-unique name, in any case', async () => {
    const main = await buildUser(app);
    const sub = await buildSubAccount(app, main.id, { moneyLimitFen: 5000 });
    const reply = await app.postForm<LoginData>('/sub_account_login', {
      username: sub.username.toUpperCase(),
      password: sub.password,
    });
    expect(reply.body.status).toBe(0);
    const info = await userInfo(reply.body.data.token);
    expect(info.body.data).toMatchObject({
      Name: sub.username,
      Phone: main.phone,
      SubAccount: { Name: sub.username, MoneyLimit: 50, MoneyCanUse: 50 },
      Money: null,
    });
  });

  it('answers the same for a wrong password and an unknown name', async () => {
    const main = await buildUser(app);
    const sub = await buildSubAccount(app, main.id);
    const wrong = await app.postForm('/sub_account_login', {
      username: sub.username,
      password: 'nope-nope-nope',
    });
    const unknown = await app.postForm('/sub_account_login', {
      username: 'nobody-here',
      password: 'nope-nope-nope',
    });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.reason).toBe(Reason.INVALID_SUB_ACCOUNT_CREDENTIALS);
  });
});
