import {
  accountEndpoints,
  ErrorCode,
  type MoneyAdjustment,
  opsEndpoints,
  opsMoneyEndpoints,
} from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { ledgerMatches } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let finance: string;
/** An admin who asks for an adjustment, and the one who may decide it. */
let requestingAdmin: string;
let approver: string;

beforeAll(async () => {
  app = await createTestApp();
  finance = await staffToken(app, await createStaff(app, 'finance', { name: 'Fiona Finance' }));
  requestingAdmin = await staffToken(app, await createStaff(app, 'admin', { name: 'Ada Admin' }));
  approver = await staffToken(app, await createStaff(app, 'admin', { name: 'Abe Approver' }));
});
afterAll(async () => {
  await app.close();
});

let counter = 0;

async function askFor(user: BuiltUser, amount: string, session = finance) {
  counter += 1;
  const reply = await app.call(opsMoneyEndpoints.adjust, {
    session,
    request_id: `approval-${process.pid}-${counter}`,
    user_id: user.id,
    direction: 'debit',
    pocket: 'balance',
    amount,
    reason: 'refund of a duplicate bank transfer',
    reference: 'BANK-77',
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data;
}

const decide = (path: 'approve_adjustment' | 'reject_adjustment', body: Record<string, unknown>) =>
  app.post<MoneyAdjustment>(`/ops/${path}`, body);

async function money(user: BuiltUser) {
  const { token } = await loginAs(app, user);
  return (await app.call(accountEndpoints.userInfo, { session: token })).body.data.Money;
}

describe('an adjustment above the threshold (1000.00)', () => {
  it('waits, is listed, and is applied once when another admin approves it', async () => {
    const user = await buildUser(app, { balanceFen: 500_000 });
    const pending = await askFor(user, '1000.01');
    expect(pending).toMatchObject({ Status: 'pending', BalanceBefore: null });
    expect(await money(user)).toBe(5000);

    const list = await app.call(opsMoneyEndpoints.list, {
      session: finance,
      status: 'pending',
      user_id: user.id,
    });
    expect(list.body.data).toMatchObject({ ApprovalThreshold: 1000, data: [{ Id: pending.Id }] });

    const approved = await decide('approve_adjustment', { session: approver, adjustment_id: pending.Id });
    expect(approved.body.data).toMatchObject({
      Status: 'applied',
      BalanceBefore: 5000,
      BalanceAfter: 3999.99,
      RequestedBy: { Name: 'Fiona Finance' },
      DecidedBy: { Name: 'Abe Approver' },
    });
    const again = await decide('approve_adjustment', { session: approver, adjustment_id: pending.Id });
    expect(again.body).toEqual(approved.body);
    expect(await money(user)).toBe(3999.99);
    expect(await ledgerMatches(app, user.id)).toBe(true);

    const audit = await app.call(opsEndpoints.auditList, {
      session: approver,
      object_type: 'user',
      object_id: String(user.id),
    });
    expect(audit.body.data.data).toEqual([
      expect.objectContaining({
        StaffName: 'Abe Approver',
        Endpoint: '/api/ops/approve_adjustment',
        Before: { Money: 5000 },
        After: { Money: 3999.99, RequestedBy: 'Fiona Finance', ApprovedBy: 'Abe Approver' },
      }),
    ]);
  });

  it('cannot be decided by the admin who asked for it', async () => {
    const user = await buildUser(app, { balanceFen: 500_000 });
    const pending = await askFor(user, '2000', requestingAdmin);
    const own = await decide('approve_adjustment', { session: requestingAdmin, adjustment_id: pending.Id });
    expect(own.body.status).toBe(ErrorCode.PERMISSION_DENIED);
    expect(await money(user)).toBe(5000);
    const other = await decide('approve_adjustment', { session: approver, adjustment_id: pending.Id });
    expect(other.body.data.Status).toBe('applied');
  });

  it('is rejected with a reason: nothing moves, and it can no longer be approved', async () => {
    const user = await buildUser(app, { balanceFen: 500_000 });
    const pending = await askFor(user, '3000');
    const noReason = await decide('reject_adjustment', { session: approver, adjustment_id: pending.Id });
    expect(noReason.body).toMatchObject({
      status: ErrorCode.ILLEGAL_BODY,
      reason: expect.stringContaining('note'),
    });
    const rejected = await decide('reject_adjustment', {
      session: approver,
      adjustment_id: pending.Id,
      note: 'no matching transfer',
    });
    expect(rejected.body.data).toMatchObject({ Status: 'rejected', DecisionNote: 'no matching transfer' });
    const late = await decide('approve_adjustment', { session: approver, adjustment_id: pending.Id });
    expect(late.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: expect.stringMatching(/^adjustment_id: /),
    });
    expect(await money(user)).toBe(5000);
  });

  it('stays pending when the balance no longer covers the debit at approval', async () => {
    const user = await buildUser(app, { balanceFen: 150_000 });
    const pending = await askFor(user, '1500.00');
    await askFor(user, '100.00');
    const approve = await decide('approve_adjustment', { session: approver, adjustment_id: pending.Id });
    expect(approve.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: expect.stringMatching(/^balance: /),
    });
    const list = await app.call(opsMoneyEndpoints.list, {
      session: approver,
      user_id: user.id,
      status: 'pending',
    });
    expect(list.body.data.data.map((row) => row.Id)).toEqual([pending.Id]);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });
});
