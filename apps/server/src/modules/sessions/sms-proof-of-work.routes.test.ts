import { createHash } from 'node:crypto';
import { authEndpoints, ErrorCode, type PowChallenge, Reason } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../core/clock';
import { leadingZeroBits } from '../../core/proof-of-work';
import { uniquePhone } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    env: { SMS_POW_AFTER: '2', SMS_POW_DIFFICULTY: '8', SMS_PHONE_GAP_SECONDS: '0' },
  });
});
afterAll(async () => {
  await app?.close();
});

let addressCounter = 0;
/** A client address no other test here uses, so its count of sends starts at zero. */
function newAddress(): string {
  addressCounter += 1;
  return `10.88.0.${addressCounter}`;
}

async function send(address: string, extra: Record<string, string> = {}) {
  const raw = await app.server.inject({
    method: 'POST',
    url: '/api/auth/send_verify_code',
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ phone: uniquePhone(), purpose: 'register', ...extra }),
  });
  return { httpStatus: raw.statusCode, body: raw.json<{ status: number; reason: string }>() };
}

async function challenge(): Promise<PowChallenge> {
  const reply = await app.call(authEndpoints.powChallenge, undefined as never);
  expect(reply.body.status).toBe(0);
  return reply.body.data;
}

function solve(c: PowChallenge): string {
  for (let nonce = 0; ; nonce++) {
    if (leadingZeroBits(createHash('sha256').update(`${c.Salt}${nonce}`).digest()) >= c.Difficulty)
      return String(nonce);
  }
}

describe('SMS sends from one address need a proof of work after a few', () => {
  it('the first sends go through; the next is refused naming the challenge, then passes with a solution', async () => {
    const address = newAddress();
    expect((await send(address)).body.status).toBe(0);
    expect((await send(address)).body.status).toBe(0);
    const refused = await send(address);
    expect(refused).toEqual({
      httpStatus: 429,
      body: expect.objectContaining({ status: ErrorCode.TOO_MANY_REQUESTS, reason: Reason.POW_REQUIRED }),
    });
    const c = await challenge();
    expect(c.Difficulty).toBe(8);
    const solved = await send(address, { pow_challenge: c.Challenge, pow_nonce: solve(c) });
    expect(solved.body.status, solved.body.reason).toBe(0);
    // Another address is not affected.
    expect((await send(newAddress())).body.status).toBe(0);
  });

  it('a wrong nonce, a reused solution and an expired challenge are refused naming pow_nonce', async () => {
    const address = newAddress();
    await send(address);
    await send(address);
    const c = await challenge();
    const nonce = solve(c);
    let wrong = Number(nonce) + 1;
    while (leadingZeroBits(createHash('sha256').update(`${c.Salt}${wrong}`).digest()) >= c.Difficulty)
      wrong++;
    const invalid = { status: ErrorCode.ILLEGAL_PARAMETER, reason: Reason.POW_INVALID };
    expect(
      (await send(address, { pow_challenge: c.Challenge, pow_nonce: String(wrong) })).body,
    ).toMatchObject(invalid);
    expect((await send(address, { pow_challenge: c.Challenge, pow_nonce: nonce })).body.status).toBe(0);
    expect((await send(address, { pow_challenge: c.Challenge, pow_nonce: nonce })).body).toMatchObject(
      invalid,
    );
    const forged = c.Challenge.replace(c.Salt, '0'.repeat(32));
    expect((await send(address, { pow_challenge: forged, pow_nonce: nonce })).body).toMatchObject(invalid);

    const late = await challenge();
    const lateNonce = solve(late);
    app.clock.advance(HOUR_MS / 6);
    expect((await send(address, { pow_challenge: late.Challenge, pow_nonce: lateNonce })).body).toMatchObject(
      invalid,
    );
  });

  it('a malformed nonce is bad input naming the field', async () => {
    const reply = await send(newAddress(), { pow_challenge: 'x', pow_nonce: 'abc' });
    expect(reply.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(reply.body.reason).toContain('pow_nonce');
  });
});
