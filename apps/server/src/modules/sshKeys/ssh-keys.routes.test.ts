import { ErrorCode, SSH_KEY_LIMITS, type SshKeyRow, sshKeysEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, signedCall, subAccountSession } from '../../testing/access-keys';
import { buildUser, loginAs } from '../../testing/builders';
import { ed25519PublicKey, sshKeygen } from '../../testing/ssh-keys';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function setup() {
  const user = await buildUser(app);
  const session = (await loginAs(app, user)).token;
  const add = (publicKey: string, name = 'laptop', as = session) =>
    app.call(sshKeysEndpoints.add, { session: as, name, public_key: publicKey });
  const list = (as = session) => app.call(sshKeysEndpoints.list, { session: as });
  return { user, session, add, list };
}

describe('SSH keys on the account', () => {
  it('adds a key and lists it with its type, fingerprint and comment', async () => {
    const { add, list } = await setup();
    const pair = sshKeygen('ed25519');
    const added = await add(pair.publicKey, 'work laptop');
    pair.remove();
    expect(added.body.status, added.body.reason).toBe(0);
    const listed = await list();
    expect(listed.body.data.max).toBe(SSH_KEY_LIMITS.perAccount);
    expect(listed.body.data.list).toEqual([
      {
        KeyId: added.body.data.key.KeyId,
        Name: 'work laptop',
        Type: 'ssh-ed25519',
        Fingerprint: pair.fingerprint,
        PublicKey: pair.publicKey.split(' ').slice(0, 2).join(' '),
        Comment: 'test@gpucloud',
        CreateAt: expect.any(String),
        LastUsedAt: null,
      },
    ]);
  });

  it('refuses the same key twice on one account, naming the field', async () => {
    const { add } = await setup();
    const key = ed25519PublicKey();
    expect((await add(key)).body.status).toBe(0);
    const again = await add(key.replace('test@gpucloud', 'other comment'), 'again');
    expect(again.body.status).toBe(ErrorCode.REFUSED);
    expect(again.body.reason).toMatch(/^public_key: this key \(SHA256:.+\) is already on your account$/);
  });

  it('refuses bad keys with 100021 naming public_key, and a missing name', async () => {
    const { add, list } = await setup();
    const weak = sshKeygen('rsa', 1024);
    const dsa = sshKeygen('dsa');
    for (const text of [
      weak.publicKey,
      dsa.publicKey,
      weak.privateKey,
      'garbage',
      `${ed25519PublicKey()}\n${ed25519PublicKey()}`,
    ]) {
      const reply = await add(text);
      expect(reply.statusCode).toBe(400);
      expect(reply.body.status).toBe(ErrorCode.ILLEGAL_BODY);
      expect(reply.body.reason).toMatch(/^illegal request body: public_key: /);
    }
    weak.remove();
    dsa.remove();
    const nameless = await add(ed25519PublicKey(), '  ');
    expect(nameless.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(nameless.body.reason).toMatch(/name/);
    expect((await list()).body.data.list).toEqual([]);
  });

  it('holds at most 20 keys, even when they are added at once', async () => {
    const { add, list } = await setup();
    const replies = await Promise.all(
      Array.from({ length: SSH_KEY_LIMITS.perAccount + 3 }, (_, i) => add(ed25519PublicKey(), `key ${i}`)),
    );
    expect(replies.filter((reply) => reply.body.status === 0)).toHaveLength(SSH_KEY_LIMITS.perAccount);
    const refused = replies.filter((reply) => reply.body.status !== 0);
    expect(refused).toHaveLength(3);
    for (const reply of refused) expect(reply.body.reason).toMatch(/at most 20 SSH keys/);
    expect((await list()).body.data.list).toHaveLength(SSH_KEY_LIMITS.perAccount);
  });

  it("keeps a main account's and each sub-account's keys apart; nobody deletes another's", async () => {
    const { user, session, add, list } = await setup();
    const sub = await subAccountSession(app, user.id);
    const stranger = await setup();
    const key = ed25519PublicKey();
    const own = (await add(key)).body.data.key as SshKeyRow;
    // The same key may sit on the sub-account too: it is another holder.
    const subKey = (await add(key, 'sub', sub.session)).body.data.key as SshKeyRow;
    expect((await list(sub.session)).body.data.list.map((row) => row.KeyId)).toEqual([subKey.KeyId]);
    expect((await list()).body.data.list.map((row) => row.KeyId)).toEqual([own.KeyId]);

    for (const [as, keyId] of [
      [stranger.session, own.KeyId],
      [sub.session, own.KeyId],
      [session, subKey.KeyId],
    ] as const) {
      const reply = await app.call(sshKeysEndpoints.remove, { session: as, key_id: keyId });
      expect(reply.body.status).toBe(ErrorCode.REFUSED);
      expect(reply.body.reason).toBe('SSH key not found');
    }
    const renamed = await app.call(sshKeysEndpoints.rename, {
      session: stranger.session,
      key_id: own.KeyId,
      name: 'x',
    });
    expect(renamed.body.reason).toBe('SSH key not found');
    expect((await list()).body.data.list).toHaveLength(1);

    expect(
      (await app.call(sshKeysEndpoints.rename, { session, key_id: own.KeyId, name: 'desk' })).body.data.key
        .Name,
    ).toBe('desk');
    expect((await app.call(sshKeysEndpoints.remove, { session, key_id: own.KeyId })).body.status).toBe(0);
    expect((await list()).body.data.list).toEqual([]);
    expect((await list(sub.session)).body.data.list).toHaveLength(1);
  });

  it('lists, adds and deletes through the signed open API', async () => {
    const { session, list } = await setup();
    const key = await createKey(app, session, { scopes: ['read', 'instances'] });
    const readOnly = await createKey(app, session, { scopes: ['read'] });
    const publicKey = ed25519PublicKey();
    const added = await signedCall<{ key: SshKeyRow }>(app, key, 'POST', '/openapi/v1/ssh_keys', {
      name: 'ci',
      public_key: publicKey,
    });
    expect(added.body.status, added.body.reason).toBe(0);
    const refused = await signedCall(app, readOnly, 'POST', '/openapi/v1/ssh_keys', {
      name: 'ci',
      public_key: ed25519PublicKey(),
    });
    expect(refused.body.status).toBe(ErrorCode.PERMISSION_DENIED);
    const bad = await signedCall(app, key, 'POST', '/openapi/v1/ssh_keys', {
      name: 'ci',
      public_key: 'ssh-dss AAAA',
    });
    expect(bad.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(bad.body.reason).toMatch(/public_key/);
    const listed = await signedCall<{ list: SshKeyRow[] }>(app, readOnly, 'GET', '/openapi/v1/ssh_keys');
    expect(listed.body.data.list.map((row) => row.Name)).toEqual(['ci']);
    const keyId = added.body.data.key.KeyId;
    const removed = await signedCall(app, key, 'POST', `/openapi/v1/ssh_keys/${keyId}/delete`);
    expect(removed.body.status, removed.body.reason).toBe(0);
    expect((await list()).body.data.list).toEqual([]);
  });
});
