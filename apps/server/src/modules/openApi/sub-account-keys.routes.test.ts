import { accessKeyEndpoints, ErrorCode } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, signedCall, subAccountSession } from '../../testing/access-keys';
import { buildUser, loginAs } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A main account with two sub-accounts, each holding a key, and a key of its own. */
async function setup() {
  const user = await buildUser(app);
  const main = (await loginAs(app, user)).token;
  const [first, second] = [await subAccountSession(app, user.id), await subAccountSession(app, user.id)];
  const firstKey = await createKey(app, first.session, { name: 'ci runner', scopes: ['read'] });
  const secondKey = await createKey(app, second.session, { name: 'notebook', scopes: ['read', 'instances'] });
  const ownKey = await createKey(app, main, { name: 'main key' });
  const list = (session: string) => app.call(accessKeyEndpoints.subAccountList, { session });
  const setEnabled = (session: string, accessKeyId: string, enabled: boolean) =>
    app.call(accessKeyEndpoints.subAccountSetEnabled, {
      session,
      access_key_id: accessKeyId,
      enabled,
    });
  /** The sub-account's own switch on its own key (POST /access_key/set_enabled). */
  const setOwnEnabled = (session: string, accessKeyId: string, enabled: boolean) =>
    app.call(accessKeyEndpoints.setEnabled, {
      session,
      access_key_id: accessKeyId,
      enabled,
    });
  const ownList = (session: string) => app.call(accessKeyEndpoints.list, { session });
  return { main, first, second, firstKey, secondKey, ownKey, list, setEnabled, setOwnEnabled, ownList };
}

describe("a main account and its sub-accounts' access keys", () => {
  it('lists every sub-account key with its holder, newest first, and never a secret', async () => {
    const { main, first, second, firstKey, secondKey, ownKey, list } = await setup();
    const reply = await list(main);
    expect(reply.body.status, reply.body.reason).toBe(0);
    expect(reply.body.data.list).toEqual([
      expect.objectContaining({
        AccessKeyId: secondKey.accessKeyId,
        Name: 'notebook',
        SubAccountId: second.id,
        SubAccountName: second.loginName,
        State: 'active',
        LastUsedAt: null,
      }),
      expect.objectContaining({
        AccessKeyId: firstKey.accessKeyId,
        Name: 'ci runner',
        Scopes: ['read'],
        SubAccountId: first.id,
        SubAccountName: first.loginName,
        CreateAt: expect.any(String),
      }),
    ]);
    const text = JSON.stringify(reply.body);
    for (const secret of [firstKey.secret, secondKey.secret, ownKey.secret])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(ownKey.accessKeyId);
  });

  it('disables a sub-account key: its signed requests are refused, and it can be enabled again', async () => {
    const { main, firstKey, list, setEnabled } = await setup();
    expect((await signedCall(app, firstKey, 'GET', '/openapi/v1/key')).body.status).toBe(0);
    const off = await setEnabled(main, firstKey.accessKeyId, false);
    expect(off.body.status, off.body.reason).toBe(0);
    expect(off.body.data.key).toMatchObject({ AccessKeyId: firstKey.accessKeyId, State: 'disabled' });
    expect((await signedCall(app, firstKey, 'GET', '/openapi/v1/key')).body.status).not.toBe(0);
    const listed = (await list(main)).body.data.list.find((row) => row.AccessKeyId === firstKey.accessKeyId);
    expect(listed?.State).toBe('disabled');
    const on = await setEnabled(main, firstKey.accessKeyId, true);
    expect(on.body.data.key.State).toBe('active');
    expect((await signedCall(app, firstKey, 'GET', '/openapi/v1/key')).body.status).toBe(0);
  });

  it("keeps another main account out of them, and a sub-account out of its siblings' keys", async () => {
    const { first, firstKey, secondKey, ownKey, main, setEnabled, list } = await setup();
    const stranger = await setup();
    expect((await stranger.list(stranger.main)).body.data.list.map((row) => row.AccessKeyId)).not.toContain(
      firstKey.accessKeyId,
    );
    const foreign = await setEnabled(stranger.main, firstKey.accessKeyId, false);
    expect(foreign.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: expect.stringMatching(/^access_key_id: /),
    });
    // The main account's own key is not a sub-account's: it is managed on its own list.
    const own = await setEnabled(main, ownKey.accessKeyId, false);
    expect(own.body.status).toBe(ErrorCode.REFUSED);

    const siblingList = await list(first.session);
    expect(siblingList.body.status).toBe(ErrorCode.PERMISSION_DENIED);
    const siblingOff = await setEnabled(first.session, secondKey.accessKeyId, false);
    expect(siblingOff.body.status).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await signedCall(app, firstKey, 'GET', '/openapi/v1/key')).body.status).toBe(0);
    expect((await signedCall(app, secondKey, 'GET', '/openapi/v1/key')).body.status).toBe(0);
  });

  it('keeps a key its main account disabled off: the sub-account cannot enable it again, the main account can', async () => {
    const { main, first, firstKey, list, setEnabled, setOwnEnabled, ownList } = await setup();
    expect((await setEnabled(main, firstKey.accessKeyId, false)).body.data.key).toMatchObject({
      State: 'disabled',
      DisabledByMainAccount: true,
    });
    const own = (await ownList(first.session)).body.data.list.find(
      (row) => row.AccessKeyId === firstKey.accessKeyId,
    );
    expect(own).toMatchObject({ State: 'disabled', DisabledByMainAccount: true });

    const retry = await setOwnEnabled(first.session, firstKey.accessKeyId, true);
    expect(retry.body).toMatchObject({
      status: ErrorCode.PERMISSION_DENIED,
      reason: expect.stringContaining('disabled by your main account'),
    });
    expect((await signedCall(app, firstKey, 'GET', '/openapi/v1/key')).body.status).not.toBe(0);
    const still = (await list(main)).body.data.list.find((row) => row.AccessKeyId === firstKey.accessKeyId);
    expect(still).toMatchObject({ State: 'disabled', DisabledByMainAccount: true });

    const on = await setEnabled(main, firstKey.accessKeyId, true);
    expect(on.body.data.key).toMatchObject({ State: 'active', DisabledByMainAccount: false });
    expect((await signedCall(app, firstKey, 'GET', '/openapi/v1/key')).body.status).toBe(0);
  });

  it('lets a sub-account enable again a key it disabled itself', async () => {
    const { main, first, firstKey, list, setOwnEnabled } = await setup();
    const off = await setOwnEnabled(first.session, firstKey.accessKeyId, false);
    expect(off.body.data.key).toMatchObject({ State: 'disabled', DisabledByMainAccount: false });
    const seen = (await list(main)).body.data.list.find((row) => row.AccessKeyId === firstKey.accessKeyId);
    expect(seen).toMatchObject({ State: 'disabled', DisabledByMainAccount: false });
    const on = await setOwnEnabled(first.session, firstKey.accessKeyId, true);
    expect(on.body.status, on.body.reason).toBe(0);
    expect(on.body.data.key).toMatchObject({ State: 'active', DisabledByMainAccount: false });
    expect((await signedCall(app, firstKey, 'GET', '/openapi/v1/key')).body.status).toBe(0);
  });
});
