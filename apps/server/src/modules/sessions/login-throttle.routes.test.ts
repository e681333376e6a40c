import { ErrorCode, Reason } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_MS } from '../../core/clock';
import { buildUser, uniquePhone } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { LOGIN_THROTTLE, waitAfterFailures } from './login-throttle';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

let addressCounter = 0;
/** A client address no other test here uses, so per-address counts start at zero. */
function newAddress(): string {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

async function login(phone: string, password: string, address: string) {
  const raw = await app.server.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ phone, password }).toString(),
  });
  return {
    httpStatus: raw.statusCode,
    body: raw.json<{ status: number; reason: string; data: unknown }>(),
    retryAfter: raw.headers['retry-after'],
  };
}

const WRONG = 'not-the-password';
const refusedCredentials = { status: ErrorCode.REFUSED, reason: Reason.INVALID_CREDENTIALS, data: null };
const throttled = { status: ErrorCode.TOO_MANY_REQUESTS, reason: Reason.TOO_MANY_LOGIN_FAILURES, data: null };

describe('login throttling', () => {
  it('an attacker failing 50 times at one address does not keep the owner out at another', async () => {
    const owner = await buildUser(app);
    const attacker = newAddress();
    const answers = [];
    for (let i = 0; i < 50; i += 1) answers.push(await login(owner.phone, WRONG, attacker));
    expect(answers.slice(0, 5).map((a) => a.body)).toEqual(Array(5).fill(refusedCredentials));
    for (const answer of answers.slice(5)) {
      expect(answer.httpStatus).toBe(429);
      expect(answer.body).toEqual(throttled);
    }
    const home = await login(owner.phone, owner.password, newAddress());
    expect(home.body.status).toBe(0);
  });

  it('makes the failing address wait longer after each further failure, up to a cap, until the window ends', async () => {
    const owner = await buildUser(app);
    const attacker = newAddress();
    for (let i = 0; i < 5; i += 1) expect((await login(owner.phone, WRONG, attacker)).body.status).toBe(1);
    for (const waitSeconds of [60, 120, 240, 480, 900, 900]) {
      const refused = await login(owner.phone, owner.password, attacker);
      expect(refused.body).toEqual(throttled);
      expect(refused.retryAfter).toBe(String(waitSeconds));
      app.clock.advance((waitSeconds - 1) * SECOND_MS);
      expect((await login(owner.phone, WRONG, attacker)).retryAfter).toBe('1');
      app.clock.advance(SECOND_MS);
      expect((await login(owner.phone, WRONG, attacker)).body).toEqual(refusedCredentials);
    }
    // An hour without failures: the address starts afresh, five free tries, then a wait again.
    app.clock.advance(LOGIN_THROTTLE.windowMs + SECOND_MS);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(owner.phone, WRONG, attacker)).body).toEqual(refusedCredentials);
    }
    expect((await login(owner.phone, owner.password, attacker)).retryAfter).toBe('60');
  });

  it('answers an unregistered phone byte for byte as a registered one', async () => {
    const registered = (await buildUser(app)).phone;
    const unregistered = uniquePhone();
    const [hereA, hereB] = [newAddress(), newAddress()];
    for (let i = 0; i < 8; i += 1) {
      const a = await login(registered, WRONG, hereA);
      const b = await login(unregistered, WRONG, hereB);
      expect([b.httpStatus, b.body, b.retryAfter]).toEqual([a.httpStatus, a.body, a.retryAfter]);
    }
    app.clock.advance(LOGIN_THROTTLE.windowMs + SECOND_MS);
  });

  it('a phone failing from many addresses slows each address to one free try but still lets a new one in', async () => {
    const owner = await buildUser(app);
    for (let i = 0; i < LOGIN_THROTTLE.subjectCeiling; i += 1) {
      expect((await login(owner.phone, WRONG, newAddress())).body).toEqual(refusedCredentials);
    }
    const stranger = newAddress();
    expect((await login(owner.phone, WRONG, stranger)).body).toEqual(refusedCredentials);
    const slowed = await login(owner.phone, WRONG, stranger);
    expect([slowed.body, slowed.retryAfter]).toEqual([throttled, '60']);
    expect((await login(owner.phone, owner.password, newAddress())).body.status).toBe(0);
    app.clock.advance(LOGIN_THROTTLE.windowMs + SECOND_MS);
  });

  it('an address failing across many phones waits for any phone; other addresses do not', async () => {
    const busy = newAddress();
    for (let i = 0; i < LOGIN_THROTTLE.freePerAddress; i += 1) {
      expect((await login(uniquePhone(), WRONG, busy)).body).toEqual(refusedCredentials);
    }
    const owner = await buildUser(app);
    const blocked = await login(owner.phone, owner.password, busy);
    expect([blocked.httpStatus, blocked.body, blocked.retryAfter]).toEqual([429, throttled, '60']);
    expect((await login(owner.phone, owner.password, newAddress())).body.status).toBe(0);
    app.clock.advance(LOGIN_THROTTLE.windowMs + SECOND_MS);
  });
});

describe('waitAfterFailures', () => {
  it('is free within the allowance, then doubles from one minute up to fifteen', () => {
    const minutes = [4, 5, 6, 7, 8, 9, 10, 30].map((n) => waitAfterFailures(n, 5) / 60_000);
    expect(minutes).toEqual([0, 1, 2, 4, 8, 15, 15, 15]);
  });
});
