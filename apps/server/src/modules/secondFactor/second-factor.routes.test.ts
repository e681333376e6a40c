import {
  accessKeyEndpoints,
  accountEndpoints,
  authEndpoints,
  ErrorCode,
  secondFactorEndpoints as endpoints,
  type LoginOrChallenge,
  listEndpoints,
  RECOVERY_CODE_COUNT,
} from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../core/auth/totp';
import { MINUTE_MS, SECOND_MS } from '../../core/clock';
import { type BuiltUser, buildSubAccount, buildUser, sessionTokenOf } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const codeNow = (secret: string) => totpCode(secret, app.clock.now().getTime());
/** The next 30-second step, so a fresh code is not one already spent. */
const nextStep = () => app.clock.advance(30 * SECOND_MS);

function challengeOf(answer: LoginOrChallenge): string {
  if (!('Challenge' in answer)) throw new Error('the sign-in answered a session, not a challenge');
  return answer.Challenge;
}

async function passwordLogin(user: BuiltUser) {
  return (await app.call(authEndpoints.login, { phone: user.phone, password: user.password })).body;
}

/** A user with TOTP enabled: its secret, its recovery codes, and a session opened before enrolment. */
async function enrolledUser() {
  const user = await buildUser(app);
  const session = sessionTokenOf((await passwordLogin(user)).data);
  const started = await app.call(endpoints.totpEnrolStart, { session });
  expect(started.body.status).toBe(0);
  const secret = started.body.data.Secret;
  expect(started.body.data.OtpauthUri).toContain(`secret=${secret}`);
  const confirmed = await app.call(endpoints.totpEnrolConfirm, { session, code: codeNow(secret) });
  expect(confirmed.body.status).toBe(0);
  return { user, session, secret, recoveryCodes: confirmed.body.data.RecoveryCodes };
}

const createKey = (session: string, name: string) =>
  app.call(accessKeyEndpoints.create, { session, name, scopes: ['read'] });

async function signInWithCode(user: BuiltUser, factor: 'totp' | 'recovery', code: string) {
  const challenge = challengeOf((await passwordLogin(user)).data);
  return (await app.call(endpoints.loginSecondFactor, { challenge, factor, code })).body;
}

describe('customer TOTP', () => {
  it('enrols with a first code, shows 10 recovery codes once, and then asks for a code at sign-in', async () => {
    const { user, session, secret, recoveryCodes } = await enrolledUser();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const status = await app.call(endpoints.status, { session });
    expect(status.body.data).toMatchObject({ Enabled: true, RecoveryCodesLeft: RECOVERY_CODE_COUNT });

    const answer = await passwordLogin(user);
    expect(answer.status).toBe(0);
    // No passkey on the account: it cannot answer with one.
    expect(answer.data).toMatchObject({ SecondFactor: 'required', Factors: ['totp', 'recovery'] });
    expect('token' in answer.data).toBe(false);

    nextStep();
    const signedIn = await signInWithCode(user, 'totp', codeNow(secret));
    expect(signedIn.status).toBe(0);
    const info = await app.call(accountEndpoints.userInfo, { session: signedIn.data.token });
    expect(info.body.status).toBe(0);
  });

  it('refuses a TOTP code used twice, at sign-in and at step-up', async () => {
    const { user, session, secret } = await enrolledUser();
    nextStep();
    const code = codeNow(secret);
    expect((await signInWithCode(user, 'totp', code)).status).toBe(0);
    const replayed = await signInWithCode(user, 'totp', code);
    expect(replayed).toMatchObject({ status: ErrorCode.REFUSED, reason: 'the code is incorrect' });
    const stepUp = await app.call(endpoints.stepUp, { session, factor: 'totp', code });
    expect(stepUp.body).toMatchObject({ status: ErrorCode.REFUSED, reason: 'the code is incorrect' });
  });

  it('takes each recovery code once', async () => {
    const { user, recoveryCodes } = await enrolledUser();
    const [code] = recoveryCodes;
    if (!code) throw new Error('no recovery code');
    expect((await signInWithCode(user, 'recovery', code.toUpperCase())).status).toBe(0);
    expect((await signInWithCode(user, 'recovery', code)).status).toBe(ErrorCode.REFUSED);
  });

  it('ends a challenge after one use and after 5 wrong codes', async () => {
    const { user, secret } = await enrolledUser();
    nextStep();
    const challenge = challengeOf((await passwordLogin(user)).data);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await app.call(endpoints.loginSecondFactor, {
        challenge,
        factor: 'totp',
        code: '000000',
      });
      expect(wrong.body.status).toBe(ErrorCode.REFUSED);
    }
    const late = await app.call(endpoints.loginSecondFactor, {
      challenge,
      factor: 'totp',
      code: codeNow(secret),
    });
    expect(late.body.reason).toBe('the login has expired or had too many wrong codes: log in again');
  });

  it('gives a sub-account a second factor of its own', async () => {
    const main = await buildUser(app);
    const sub = await buildSubAccount(app, main.id);
    const login = () => app.call(authEndpoints.subAccountLogin, sub);
    const session = sessionTokenOf((await login()).body.data);
    const secret = (await app.call(endpoints.totpEnrolStart, { session })).body.data.Secret;
    expect((await app.call(endpoints.totpEnrolConfirm, { session, code: codeNow(secret) })).body.status).toBe(
      0,
    );
    expect((await login()).body.data).toMatchObject({ SecondFactor: 'required' });
    // The main account has none: it signs in as before.
    expect('token' in (await passwordLogin(main)).data).toBe(true);
  });

  it('refuses a second enrolment while one is enabled, and a wrong first code', async () => {
    const { session } = await enrolledUser();
    const again = await app.call(endpoints.totpEnrolStart, { session });
    expect(again.body.reason).toBe('a second factor is enabled already: turn it off first');
    const other = await buildUser(app);
    const otherSession = sessionTokenOf((await passwordLogin(other)).data);
    await app.call(endpoints.totpEnrolStart, { session: otherSession });
    const wrong = await app.call(endpoints.totpEnrolConfirm, { session: otherSession, code: '000000' });
    expect(wrong.body).toMatchObject({ status: ErrorCode.REFUSED, reason: 'the code is incorrect' });
    expect((await app.call(endpoints.status, { session: otherSession })).body.data.Enabled).toBe(false);
  });
});

describe('step-up', () => {
  const guarded = listEndpoints().filter(({ endpoint }) => endpoint.stepUp);

  it('guards exactly the calls the issue names', () => {
    expect(guarded.map(({ id }) => id).sort()).toEqual(
      [
        'account.modifyNotifyPhone',
        'account.modifyPassword',
        'account.unregister',
        'accessKeys.create',
        'accessKeys.rotate',
        'partners.withdraw',
        'passkeys.remove',
        'secondFactor.disable',
      ].sort(),
    );
  });

  it('opens the guarded calls for the window after a proof, and refuses them once it is older', async () => {
    const { session, secret } = await enrolledUser();
    // Enrolment proved the factor just now.
    const first = await createKey(session, 'fresh');
    expect(first.body.status).toBe(0);
    app.clock.advance(5 * MINUTE_MS + SECOND_MS);
    const stale = await createKey(session, 'stale');
    expect(stale.body.status).toBe(ErrorCode.STEP_UP_REQUIRED);
    expect(stale.statusCode).toBe(403);
    expect((await app.call(endpoints.status, { session })).body.data.StepUpValidFor).toBe(0);

    const stepped = await app.call(endpoints.stepUp, { session, factor: 'totp', code: codeNow(secret) });
    expect(stepped.body).toMatchObject({ status: 0, data: { ValidFor: 300 } });
    expect((await createKey(session, 'again')).body.status).toBe(0);
  });

  it('refuses every guarded call without a recent step-up, before reading its body', async () => {
    const { session } = await enrolledUser();
    app.clock.advance(10 * MINUTE_MS);
    for (const { id, endpoint } of guarded) {
      const reply = await app.post(endpoint.path.replace(/^\/api/, ''), { session });
      expect({ id, status: reply.body.status }).toEqual({ id, status: ErrorCode.STEP_UP_REQUIRED });
    }
  });

  it('turns the second factor off only after a step-up; sign-in then needs no code', async () => {
    const { user, session, secret } = await enrolledUser();
    app.clock.advance(10 * MINUTE_MS);
    expect((await app.call(endpoints.disable, { session })).body.status).toBe(ErrorCode.STEP_UP_REQUIRED);
    await app.call(endpoints.stepUp, { session, factor: 'totp', code: codeNow(secret) });
    expect((await app.call(endpoints.disable, { session })).body.status).toBe(0);
    expect('token' in (await passwordLogin(user)).data).toBe(true);
  });

  it('leaves accounts without a second factor as they were', async () => {
    const user = await buildUser(app);
    const session = sessionTokenOf((await passwordLogin(user)).data);
    expect((await createKey(session, 'plain')).body.status).toBe(0);
    const stepUp = await app.call(endpoints.stepUp, { session, factor: 'totp', code: '123456' });
    expect(stepUp.body.reason).toBe('no second factor is enabled on this account');
  });
});
