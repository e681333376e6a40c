import { ErrorCode, opsAccessKeyEndpoints } from '@gpucloud/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxItems } from '../../db/schema/inbox/inbox.table';
import { staffAudit } from '../../db/schema/staff/staff.table';
import { createKey, signedCall, subAccountSession } from '../../testing/access-keys';
import { buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SignatureProblem } from './request-signing';

/** Support sees a customer's keys (never a secret) and switches a leaked one off; the holder is told why. */
let app: TestApp;
let support: string;

beforeAll(async () => {
  app = await createTestApp();
  support = await staffToken(app, await createStaff(app, 'support'));
});
afterAll(async () => {
  await app.close();
});

describe("a customer's access keys on the staff customer page", () => {
  it("lists the account's and its sub-accounts' keys without secrets, and disables one with the reason told and audited", async () => {
    const user = await buildUser(app);
    const sub = await subAccountSession(app, user.id, 0);
    const mainKey = await createKey(app, (await loginAs(app, user)).token, { name: 'laptop' });
    const subSession = sub.session;
    const subKey = await createKey(app, subSession, { name: 'ci', scopes: ['read'] });

    const listed = await app.call(opsAccessKeyEndpoints.list, {
      session: support,
      user_id: user.id,
    });
    expect(listed.body.data.data.map((row) => [row.AccessKeyId, row.Name, row.SubAccountName])).toEqual([
      [subKey.accessKeyId, 'ci', sub.loginName],
      [mainKey.accessKeyId, 'laptop', null],
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(subKey.secret);
    expect(JSON.stringify(listed.body)).not.toContain(mainKey.secret);

    const disabled = await app.call(opsAccessKeyEndpoints.disable, {
      session: support,
      user_id: user.id,
      access_key_id: subKey.accessKeyId,
      reason: 'secret posted in a public repository (ticket 42)',
    });
    expect(disabled.body.data.key).toMatchObject({ State: 'disabled', SubAccountName: sub.loginName });
    expect((await signedCall(app, subKey, 'GET', '/openapi/v1/key')).body.reason).toBe(
      SignatureProblem.DISABLED_KEY,
    );
    expect((await signedCall(app, mainKey, 'GET', '/openapi/v1/key')).body.status).toBe(0);

    const told = await app.deps.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.userId, user.id), eq(inboxItems.subAccountId, sub.id)));
    expect(told.map((item) => item.template)).toContain('access_key.disabled_by_staff');
    const [audit] = await app.deps.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.objectType, 'user'), eq(staffAudit.objectId, String(user.id))));
    expect(audit).toMatchObject({
      endpoint: '/api/ops/disable_user_access_key',
      note: 'secret posted in a public repository (ticket 42)',
      after: { AccessKey: subKey.accessKeyId, Enabled: false },
    });

    const again = await app.post('/ops/disable_user_access_key', {
      session: support,
      user_id: user.id,
      access_key_id: subKey.accessKeyId,
      reason: 'twice',
    });
    expect(again.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'this access key is disabled already',
    });
  });

  it("refuses another account's key as not found, changing nothing", async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const key = await createKey(app, (await loginAs(app, owner)).token);
    const reply = await app.post('/ops/disable_user_access_key', {
      session: support,
      user_id: other.id,
      access_key_id: key.accessKeyId,
      reason: 'wrong account',
    });
    expect(reply.body).toMatchObject({ status: ErrorCode.REFUSED, reason: 'access key not found' });
    expect((await signedCall(app, key, 'GET', '/openapi/v1/key')).body.status).toBe(0);
  });
});
