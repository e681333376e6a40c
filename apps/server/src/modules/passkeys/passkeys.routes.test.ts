import { ErrorCode, PASSKEY_LIMITS, passkeysEndpoints } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../core/tokens';
import { sessions } from '../../db/schema/sessions/sessions.table';
import { subAccountSession } from '../../testing/access-keys';
import { buildUser, loginAs } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SoftwareAuthenticator } from '../../testing/webauthn-authenticator';
import { passkeyAssertionOptions, verifyPasskeyAssertion } from './passkey-assertion';
import { PasskeyReason } from './passkey-reasons';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A signed-in account with a software authenticator at the console's configured origin. */
async function setup(session?: string) {
  const token = session ?? (await loginAs(app, await buildUser(app))).token;
  const authenticator = new SoftwareAuthenticator(app.deps.config.webauthn.origins[0] ?? '');
  const registrationOptions = async () => {
    const reply = await app.call(passkeysEndpoints.registrationOptions, { session: token });
    expect(reply.body.status, reply.body.reason).toBe(0);
    return reply.body.data;
  };
  const register = async (name = 'laptop') => {
    const { challenge_id, options } = await registrationOptions();
    const credential = authenticator.register(options);
    return app.call(passkeysEndpoints.register, { session: token, challenge_id, name, credential });
  };
  const signInOptions = async () => {
    const reply = await app.call(passkeysEndpoints.signInOptions, {});
    expect(reply.body.status, reply.body.reason).toBe(0);
    return reply.body.data;
  };
  const list = (as = token) => app.call(passkeysEndpoints.list, { session: as });
  return { token, authenticator, registrationOptions, register, signInOptions, list };
}

describe('passkeys: registering and managing', () => {
  it('registers a passkey under a name, lists, renames and removes it', async () => {
    const { token, register, list } = await setup();
    const added = await register('work laptop');
    expect(added.body.status, added.body.reason).toBe(0);
    expect(added.body.data.passkey).toEqual({
      PasskeyId: expect.any(Number),
      Name: 'work laptop',
      CreateAt: expect.any(String),
      LastUsedAt: null,
      Synced: false,
      BackedUp: false,
    });
    const id = added.body.data.passkey.PasskeyId;
    const renamed = await app.call(passkeysEndpoints.rename, {
      session: token,
      passkey_id: id,
      name: 'desk',
    });
    expect(renamed.body.data.passkey.Name).toBe('desk');
    const listed = await list();
    expect(listed.body.data.max).toBe(PASSKEY_LIMITS.perAccount);
    expect(listed.body.data.list.map((key) => key.Name)).toEqual(['desk']);
    expect((await app.call(passkeysEndpoints.remove, { session: token, passkey_id: id })).body.status).toBe(
      0,
    );
    expect((await list()).body.data.list).toEqual([]);
    const again = await app.call(passkeysEndpoints.remove, { session: token, passkey_id: id });
    expect(again.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.NOT_FOUND });
  });

  it('offers discoverable registration from the configured relying party, excluding passkeys already held', async () => {
    const { register, registrationOptions, authenticator } = await setup();
    expect((await register()).body.status).toBe(0);
    const { options } = await registrationOptions();
    expect(options.rp).toEqual({ id: app.deps.config.webauthn.rpId, name: app.deps.config.webauthn.rpName });
    expect(options.authenticatorSelection?.residentKey).toBe('required');
    expect(options.excludeCredentials?.map((item) => item.id)).toEqual([authenticator.credentialId]);
  });

  it('refuses a registration from another origin or for another relying party, storing nothing', async () => {
    const { token, authenticator, registrationOptions, list } = await setup();
    const first = await registrationOptions();
    const foreign = authenticator.register(first.options, { origin: 'https://evil.example' });
    const wrongOrigin = await app.call(passkeysEndpoints.register, {
      session: token,
      challenge_id: first.challenge_id,
      name: 'x',
      credential: foreign,
    });
    expect(wrongOrigin.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.WRONG_SITE });
    const second = await registrationOptions();
    const otherRp = authenticator.register(second.options, { rpId: 'evil.example' });
    const wrongRp = await app.call(passkeysEndpoints.register, {
      session: token,
      challenge_id: second.challenge_id,
      name: 'x',
      credential: otherRp,
    });
    expect(wrongRp.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.NOT_VERIFIED });
    expect((await list()).body.data.list).toEqual([]);
  });

  it('refuses a reused registration challenge and one made for another account', async () => {
    const a = await setup();
    const b = await setup();
    const { challenge_id, options } = await a.registrationOptions();
    const credential = a.authenticator.register(options);
    const byOther = await app.call(passkeysEndpoints.register, {
      session: b.token,
      challenge_id,
      name: 'x',
      credential,
    });
    expect(byOther.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.CHALLENGE_SPENT });
    // B's attempt spent it: A's own answer comes too late.
    const late = await app.call(passkeysEndpoints.register, {
      session: a.token,
      challenge_id,
      name: 'x',
      credential,
    });
    expect(late.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.CHALLENGE_SPENT });
  });

  it('refuses a bad credential shape with 100021 naming the field', async () => {
    const { token, registrationOptions } = await setup();
    const { challenge_id } = await registrationOptions();
    const reply = await app.post(passkeysEndpoints.register.path.replace('/api', ''), {
      session: token,
      challenge_id,
      name: 'x',
      credential: {
        id: 'not base64url!',
        rawId: 'x',
        type: 'public-key',
        response: {},
        clientExtensionResults: {},
      },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(reply.body.reason).toContain('credential');
  });
});

describe('passkeys: signing in with one alone', () => {
  it('signs in with a discoverable passkey: empty allowCredentials, a working session, last use recorded', async () => {
    const { register, signInOptions, authenticator, list } = await setup();
    expect((await register()).body.status).toBe(0);
    const { challenge_id, options } = await signInOptions();
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    expect(options.rpId).toBe(app.deps.config.webauthn.rpId);
    const reply = await app.call(passkeysEndpoints.signIn, {
      challenge_id,
      credential: authenticator.assert(options),
    });
    expect(reply.body.status, reply.body.reason).toBe(0);
    const listed = await list(reply.body.data.token);
    expect(listed.body.data.list).toHaveLength(1);
    expect(listed.body.data.list[0]?.LastUsedAt).toBe(app.clock.now().toISOString());
  });

  it('refuses a replayed assertion: the challenge is spent', async () => {
    const { register, signInOptions, authenticator } = await setup();
    await register();
    const { challenge_id, options } = await signInOptions();
    const assertion = authenticator.assert(options);
    expect(
      (await app.call(passkeysEndpoints.signIn, { challenge_id, credential: assertion })).body.status,
    ).toBe(0);
    const replay = await app.call(passkeysEndpoints.signIn, { challenge_id, credential: assertion });
    expect(replay.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.CHALLENGE_SPENT });
  });

  it('refuses an assertion whose counter did not grow (a cloned authenticator) on a fresh challenge', async () => {
    const { register, signInOptions, authenticator } = await setup();
    await register();
    const first = await signInOptions();
    const used = authenticator.assert(first.options, { counter: 5 });
    expect(
      (await app.call(passkeysEndpoints.signIn, { challenge_id: first.challenge_id, credential: used })).body
        .status,
    ).toBe(0);
    const second = await signInOptions();
    const cloned = authenticator.assert(second.options, { counter: 5 });
    const reply = await app.call(passkeysEndpoints.signIn, {
      challenge_id: second.challenge_id,
      credential: cloned,
    });
    expect(reply.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.NOT_ACCEPTED });
  });

  it('refuses an assertion from a wrong origin, for another relying party, or without user verification', async () => {
    const { register, signInOptions, authenticator } = await setup();
    await register();
    const cases = [
      [{ origin: 'https://evil.example' }, PasskeyReason.WRONG_SITE],
      [{ rpId: 'evil.example' }, PasskeyReason.NOT_ACCEPTED],
      [{ userVerified: false }, PasskeyReason.NOT_ACCEPTED],
    ] as const;
    for (const [overrides, reason] of cases) {
      const { challenge_id, options } = await signInOptions();
      const reply = await app.call(passkeysEndpoints.signIn, {
        challenge_id,
        credential: authenticator.assert(options, overrides),
      });
      expect(reply.body, JSON.stringify(overrides)).toMatchObject({ status: ErrorCode.REFUSED, reason });
    }
  });

  it('refuses a challenge reused after a failure, an expired one and one signed for another challenge', async () => {
    const { register, signInOptions, authenticator } = await setup();
    await register();
    const spent = await signInOptions();
    const bad = authenticator.assert(spent.options, { origin: 'https://evil.example' });
    expect(
      (await app.call(passkeysEndpoints.signIn, { challenge_id: spent.challenge_id, credential: bad })).body
        .status,
    ).toBe(ErrorCode.REFUSED);
    const reused = await app.call(passkeysEndpoints.signIn, {
      challenge_id: spent.challenge_id,
      credential: authenticator.assert(spent.options),
    });
    expect(reused.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.CHALLENGE_SPENT });

    const old = await signInOptions();
    app.clock.advance(PASSKEY_LIMITS.challengeMinutes * 60_000 + 1_000);
    const expired = await app.call(passkeysEndpoints.signIn, {
      challenge_id: old.challenge_id,
      credential: authenticator.assert(old.options),
    });
    expect(expired.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.CHALLENGE_SPENT });

    const mine = await signInOptions();
    const other = await signInOptions();
    const swapped = await app.call(passkeysEndpoints.signIn, {
      challenge_id: mine.challenge_id,
      credential: authenticator.assert(other.options),
    });
    expect(swapped.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.NOT_ACCEPTED });
  });

  it('refuses an unknown credential, and a removed passkey', async () => {
    const { token, register, signInOptions, authenticator } = await setup();
    const stranger = new SoftwareAuthenticator(authenticator.origin);
    const { options: creation } = await (await setup()).registrationOptions();
    stranger.register(creation);
    const unknown = await signInOptions();
    const reply = await app.call(passkeysEndpoints.signIn, {
      challenge_id: unknown.challenge_id,
      credential: stranger.assert(unknown.options),
    });
    expect(reply.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.NOT_ACCEPTED });

    const id = (await register()).body.data.passkey.PasskeyId;
    await app.call(passkeysEndpoints.remove, { session: token, passkey_id: id });
    const removed = await signInOptions();
    const after = await app.call(passkeysEndpoints.signIn, {
      challenge_id: removed.challenge_id,
      credential: authenticator.assert(removed.options),
    });
    expect(after.body).toMatchObject({ status: ErrorCode.REFUSED, reason: PasskeyReason.NOT_ACCEPTED });
  });

  it('signs a sub-account in as itself with its own passkey', async () => {
    const main = await buildUser(app);
    const sub = await subAccountSession(app, main.id);
    const { register, signInOptions, authenticator, list } = await setup(sub.session);
    expect((await register('sub key')).body.status).toBe(0);
    const mainList = await list((await loginAs(app, main)).token);
    expect(mainList.body.data.list).toEqual([]);
    const { challenge_id, options } = await signInOptions();
    const reply = await app.call(passkeysEndpoints.signIn, {
      challenge_id,
      credential: authenticator.assert(options),
    });
    expect(reply.body.status, reply.body.reason).toBe(0);
    const [session] = await app.deps.db
      .select({ subAccountId: sessions.subAccountId })
      .from(sessions)
      .where(eq(sessions.id, reply.body.data.sessionId));
    expect(session?.subAccountId).toBe(sub.id);
    expect((await list(reply.body.data.token)).body.data.list.map((key) => key.Name)).toEqual(['sub key']);
  });
});

describe('passkeys: the assertion check the second factor and step-up use', () => {
  it("answers the expected account's passkey, and refuses another account's credential", async () => {
    const a = await setup();
    const b = await setup();
    expect((await a.register()).body.status).toBe(0);
    expect((await b.register()).body.status).toBe(0);
    const holderA = await sessionHolder(a.token);
    const optionsForA = await passkeyAssertionOptions(app.deps, {
      purpose: 'second-factor',
      holder: holderA,
    });
    expect(optionsForA.options.allowCredentials?.map((item) => item.id)).toEqual([
      a.authenticator.credentialId,
    ]);
    // B's passkey answering A's challenge: the credential is not A's.
    await expect(
      verifyPasskeyAssertion(app.deps, {
        challengeId: optionsForA.challenge_id,
        credential: b.authenticator.assert(optionsForA.options),
        purpose: 'second-factor',
        expected: holderA,
      }),
    ).rejects.toThrow(PasskeyReason.NOT_ACCEPTED);
    const fresh = await passkeyAssertionOptions(app.deps, { purpose: 'second-factor', holder: holderA });
    // A second factor's challenge is good for nothing else.
    await expect(
      verifyPasskeyAssertion(app.deps, {
        challengeId: fresh.challenge_id,
        credential: a.authenticator.assert(fresh.options),
        purpose: 'step-up',
        expected: holderA,
      }),
    ).rejects.toThrow(PasskeyReason.CHALLENGE_SPENT);
    const good = await passkeyAssertionOptions(app.deps, { purpose: 'second-factor', holder: holderA });
    const verified = await verifyPasskeyAssertion(app.deps, {
      challengeId: good.challenge_id,
      credential: a.authenticator.assert(good.options),
      purpose: 'second-factor',
      expected: holderA,
    });
    expect(verified).toMatchObject(holderA);
  });
});

async function sessionHolder(token: string) {
  const [row] = await app.deps.db
    .select({ userId: sessions.userId, subAccountId: sessions.subAccountId })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  if (!row) throw new Error('no such session');
  return row;
}
