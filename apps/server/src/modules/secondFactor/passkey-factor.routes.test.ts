import {
  accessKeyEndpoints,
  authEndpoints,
  ErrorCode,
  secondFactorEndpoints as endpoints,
  type LoginOrChallenge,
  passkeysEndpoints,
} from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../core/auth/totp';
import { MINUTE_MS } from '../../core/clock';
import { type BuiltUser, buildSubAccount, buildUser, sessionTokenOf } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SoftwareAuthenticator } from '../../testing/webauthn-authenticator';
import { PasskeyReason } from '../passkeys';

/** A passkey as the second factor and as a step-up answer (issue 46), beside TOTP. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const NO_PASSKEY = 'this account has no passkey: answer with a code';

function challengeOf(answer: LoginOrChallenge): string {
  if (!('Challenge' in answer)) throw new Error('the sign-in answered a session, not a challenge');
  return answer.Challenge;
}

/** Turns TOTP on for the session's account (the step-up window is open after it). */
async function enrol(session: string) {
  const secret = (await app.call(endpoints.totpEnrolStart, { session })).body.data.Secret;
  const confirmed = await app.call(endpoints.totpEnrolConfirm, {
    session,
    code: totpCode(secret, app.clock.now().getTime()),
  });
  expect(confirmed.body.status, confirmed.body.reason).toBe(0);
  return secret;
}

/** Registers a software passkey for the session's account. */
async function addPasskey(session: string) {
  const authenticator = new SoftwareAuthenticator(app.deps.config.webauthn.origins[0] ?? '');
  const { challenge_id, options } = (await app.call(passkeysEndpoints.registrationOptions, { session })).body
    .data;
  const added = await app.call(passkeysEndpoints.register, {
    session,
    challenge_id,
    name: 'laptop',
    credential: authenticator.register(options),
  });
  expect(added.body.status, added.body.reason).toBe(0);
  return { authenticator, passkeyId: added.body.data.passkey.PasskeyId };
}

async function passwordLogin(user: BuiltUser) {
  return (await app.call(authEndpoints.login, { phone: user.phone, password: user.password })).body;
}

/** A main account with TOTP on and one passkey, and a session whose step-up is no longer recent. */
async function enrolledWithPasskey() {
  const user = await buildUser(app);
  const session = sessionTokenOf((await passwordLogin(user)).data);
  await enrol(session);
  const { authenticator, passkeyId } = await addPasskey(session);
  app.clock.advance(10 * MINUTE_MS);
  return { user, session, authenticator, passkeyId };
}

const stepUpOptions = async (session: string) => {
  const reply = await app.call(endpoints.stepUpPasskeyOptions, { session });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data;
};
const createKey = (session: string) =>
  app.call(accessKeyEndpoints.create, { session, name: 'k', scopes: ['read'] });

describe('a passkey as the second factor at sign-in', () => {
  it("offers the account's passkeys for a sign-in challenge and opens the session with one", async () => {
    const { user, authenticator } = await enrolledWithPasskey();
    const answer = await passwordLogin(user);
    expect(answer.data).toMatchObject({ SecondFactor: 'required', Factors: ['totp', 'recovery', 'passkey'] });
    const challenge = challengeOf(answer.data);
    const options = await app.call(endpoints.loginSecondFactorPasskeyOptions, { challenge });
    expect(options.body.status, options.body.reason).toBe(0);
    const { challenge_id, options: request } = options.body.data;
    expect(request.allowCredentials?.map((item) => item.id)).toEqual([authenticator.credentialId]);
    const signedIn = await app.call(endpoints.loginSecondFactor, {
      challenge,
      factor: 'passkey',
      passkey: { challenge_id, credential: authenticator.assert(request) },
    });
    expect(signedIn.body.status, signedIn.body.reason).toBe(0);
    // The session it opens counts as a fresh step-up.
    expect((await createKey(signedIn.body.data.token)).body.status).toBe(0);
  });

  it('refuses a replayed assertion, another account’s passkey, and passkey options without a passkey', async () => {
    const a = await enrolledWithPasskey();
    const b = await enrolledWithPasskey();
    const challenge = challengeOf((await passwordLogin(a.user)).data);
    const { challenge_id, options } = (
      await app.call(endpoints.loginSecondFactorPasskeyOptions, { challenge })
    ).body.data;
    // B's passkey answering A's challenge: not A's credential.
    const foreign = await app.call(endpoints.loginSecondFactor, {
      challenge,
      factor: 'passkey',
      passkey: { challenge_id, credential: b.authenticator.assert(options) },
    });
    expect(foreign.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.NOT_ACCEPTED });
    // A's own answer to the spent WebAuthn challenge (the sign-in challenge is still open).
    const reused = await app.call(endpoints.loginSecondFactor, {
      challenge,
      factor: 'passkey',
      passkey: { challenge_id, credential: a.authenticator.assert(options) },
    });
    expect(reused.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.CHALLENGE_SPENT });

    const fresh = (await app.call(endpoints.loginSecondFactorPasskeyOptions, { challenge })).body.data;
    const assertion = a.authenticator.assert(fresh.options);
    const passkey = { challenge_id: fresh.challenge_id, credential: assertion };
    expect(
      (await app.call(endpoints.loginSecondFactor, { challenge, factor: 'passkey', passkey })).body.status,
    ).toBe(0);
    // The same assertion on a new sign-in challenge: its WebAuthn challenge is spent.
    const again = challengeOf((await passwordLogin(a.user)).data);
    const replay = await app.call(endpoints.loginSecondFactor, {
      challenge: again,
      factor: 'passkey',
      passkey,
    });
    expect(replay.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.CHALLENGE_SPENT });

    const plain = await buildUser(app);
    await enrol(sessionTokenOf((await passwordLogin(plain)).data));
    const plainAnswer = await passwordLogin(plain);
    expect(plainAnswer.data).toMatchObject({ Factors: ['totp', 'recovery'] });
    const none = await app.call(endpoints.loginSecondFactorPasskeyOptions, {
      challenge: challengeOf(plainAnswer.data),
    });
    expect(none.body).toMatchObject({ status: ErrorCode.REFUSED, reason: NO_PASSKEY });
  });

  it('signs a sub-account in with its own passkey as the second factor', async () => {
    const main = await buildUser(app);
    const sub = await buildSubAccount(app, main.id);
    const login = async () => (await app.call(authEndpoints.subAccountLogin, sub)).body.data;
    const session = sessionTokenOf(await login());
    await enrol(session);
    const { authenticator } = await addPasskey(session);
    const challenge = challengeOf(await login());
    const { challenge_id, options } = (
      await app.call(endpoints.loginSecondFactorPasskeyOptions, { challenge })
    ).body.data;
    const reply = await app.call(endpoints.loginSecondFactor, {
      challenge,
      factor: 'passkey',
      passkey: { challenge_id, credential: authenticator.assert(options) },
    });
    expect(reply.body.status, reply.body.reason).toBe(0);
  });
});

describe('a passkey as a step-up answer', () => {
  it('opens the guarded calls for the window, like a code', async () => {
    const { session, authenticator } = await enrolledWithPasskey();
    expect((await createKey(session)).body.status).toBe(ErrorCode.STEP_UP_REQUIRED);
    const { challenge_id, options } = await stepUpOptions(session);
    expect(options.allowCredentials?.map((item) => item.id)).toEqual([authenticator.credentialId]);
    const stepped = await app.call(endpoints.stepUp, {
      session,
      factor: 'passkey',
      passkey: { challenge_id, credential: authenticator.assert(options) },
    });
    expect(stepped.body).toMatchObject({ status: 0, data: { ValidFor: 300 } });
    expect((await createKey(session)).body.status).toBe(0);
  });

  it('refuses a replayed assertion, a reused challenge, a wrong origin and another account’s passkey', async () => {
    const a = await enrolledWithPasskey();
    const b = await enrolledWithPasskey();
    const stepUp = (session: string, challenge_id: string, credential: unknown) =>
      app.post(endpoints.stepUp.path.replace(/^\/api/, ''), {
        session,
        factor: 'passkey',
        passkey: { challenge_id, credential },
      });

    const wrongSite = await stepUpOptions(a.session);
    const evil = a.authenticator.assert(wrongSite.options, { origin: 'https://evil.example' });
    expect((await stepUp(a.session, wrongSite.challenge_id, evil)).body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: PasskeyReason.WRONG_SITE,
    });
    // The refused answer spent the challenge: a good answer to it is too late.
    const reused = await stepUp(a.session, wrongSite.challenge_id, a.authenticator.assert(wrongSite.options));
    expect(reused.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.CHALLENGE_SPENT });

    const mine = await stepUpOptions(a.session);
    const foreign = await stepUp(a.session, mine.challenge_id, b.authenticator.assert(mine.options));
    expect(foreign.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.NOT_ACCEPTED });
    // B's challenge is B's: A cannot answer with it.
    const theirs = await stepUpOptions(b.session);
    const borrowed = await stepUp(a.session, theirs.challenge_id, a.authenticator.assert(theirs.options));
    expect(borrowed.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.CHALLENGE_SPENT });
    expect((await createKey(a.session)).body.status).toBe(ErrorCode.STEP_UP_REQUIRED);

    const good = await stepUpOptions(a.session);
    const assertion = a.authenticator.assert(good.options);
    expect((await stepUp(a.session, good.challenge_id, assertion)).body.status).toBe(0);
    const replayed = await stepUp(a.session, good.challenge_id, assertion);
    expect(replayed.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.CHALLENGE_SPENT });
  });

  it("takes no sign-in challenge's passkey options for a step-up, and none without a passkey", async () => {
    const { user, session, authenticator } = await enrolledWithPasskey();
    const challenge = challengeOf((await passwordLogin(user)).data);
    const signIn = (await app.call(endpoints.loginSecondFactorPasskeyOptions, { challenge })).body.data;
    const crossed = await app.call(endpoints.stepUp, {
      session,
      factor: 'passkey',
      passkey: { challenge_id: signIn.challenge_id, credential: authenticator.assert(signIn.options) },
    });
    expect(crossed.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.CHALLENGE_SPENT });

    const plain = await buildUser(app);
    const plainSession = sessionTokenOf((await passwordLogin(plain)).data);
    const none = await app.call(endpoints.stepUpPasskeyOptions, { session: plainSession });
    expect(none.body).toMatchObject({ status: ErrorCode.REFUSED, reason: NO_PASSKEY });
  });

  it('refuses a bad passkey answer shape with 100021 naming the field', async () => {
    const { session } = await enrolledWithPasskey();
    const reply = await app.post(endpoints.stepUp.path.replace(/^\/api/, ''), {
      session,
      factor: 'passkey',
      passkey: { challenge_id: 'not-a-uuid', credential: {} },
    });
    expect(reply.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(reply.body.reason).toContain('passkey.challenge_id');
  });
});

describe('removing a passkey', () => {
  it('asks for the step-up when a second factor is on, and not otherwise', async () => {
    const { session, authenticator, passkeyId } = await enrolledWithPasskey();
    const remove = () => app.call(passkeysEndpoints.remove, { session, passkey_id: passkeyId });
    expect((await remove()).body.status).toBe(ErrorCode.STEP_UP_REQUIRED);
    const { challenge_id, options } = await stepUpOptions(session);
    await app.call(endpoints.stepUp, {
      session,
      factor: 'passkey',
      passkey: { challenge_id, credential: authenticator.assert(options) },
    });
    expect((await remove()).body.status).toBe(0);

    const plain = await buildUser(app);
    const plainSession = sessionTokenOf((await passwordLogin(plain)).data);
    const added = await addPasskey(plainSession);
    app.clock.advance(10 * MINUTE_MS);
    const removed = await app.call(passkeysEndpoints.remove, {
      session: plainSession,
      passkey_id: added.passkeyId,
    });
    expect(removed.body.status).toBe(0);
  });
});
