import {
  accountEndpoints,
  ErrorCode,
  type MoneyAdjustment,
  opsEndpoints,
  walletEndpoints,
} from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { dbFingerprint } from '../../testing/db-fingerprint';
import { ledgerMatches } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let finance: string;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  finance = await staffToken(app, await createStaff(app, 'finance', { name: 'Fiona Finance' }));
  admin = await staffToken(app, await createStaff(app, 'admin'));
});
afterAll(async () => {
  await app.close();
});

let requestCounter = 0;
const newRequestId = () => `test-${process.pid}-${++requestCounter}`;

function adjust(body: Record<string, unknown>, session = finance) {
  return app.post<MoneyAdjustment>('/ops/adjust_money', {
    session,
    request_id: newRequestId(),
    direction: 'credit',
    pocket: 'balance',
    reason: 'compensation for the outage of 3 May',
    reference: 'WO-1001',
    ...body,
  });
}

async function wallet(user: { phone: string; password: string }) {
  const { token } = await loginAs(app, user);
  const info = await app.call(accountEndpoints.userInfo, { session: token });
  const ledger = await app.call(walletEndpoints.balanceChangeList, {
    session: token,
  });
  return { ...info.body.data, ledger: ledger.body.data.data };
}

async function auditOf(objectType: string, objectId: number) {
  const reply = await app.call(opsEndpoints.auditList, {
    session: admin,
    object_type: objectType,
    object_id: String(objectId),
  });
  return reply.body.data.data;
}

describe('a credit or debit below the threshold', () => {
  it('credits 25.00: the balance, the customer ledger and the audit trail show it', async () => {
    const user = await buildUser(app, { balanceFen: 1_000 });
    const reply = await adjust({ user_id: user.id, amount: '25.00' });
    expect(reply.body.data).toMatchObject({
      Status: 'applied',
      Amount: 25,
      BalanceBefore: 10,
      BalanceAfter: 35,
      RequestedBy: { Name: 'Fiona Finance' },
      DecidedBy: null,
    });
    const seen = await wallet(user);
    expect(seen.Money).toBe(35);
    expect(seen.ledger[0]).toMatchObject({
      Kind: 'adjustment',
      Pocket: 'balance',
      Amount: 25,
      BalanceAfter: 35,
      Note: 'compensation for the outage of 3 May',
      RefId: 'WO-1001',
    });
    expect((await auditOf('user', user.id))[0]).toMatchObject({
      StaffName: 'Fiona Finance',
      Endpoint: '/api/ops/adjust_money',
      Before: { Money: 10 },
      After: { Money: 35 },
    });
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('answers a replayed request id with the first result and moves nothing again', async () => {
    const user = await buildUser(app);
    const body = { request_id: newRequestId(), user_id: user.id, pocket: 'vouchers', amount: 40 };
    const first = await adjust(body);
    const again = await adjust(body);
    expect(again.body).toEqual(first.body);
    expect((await wallet(user)).PowerMoney).toBe(40);
    expect(await auditOf('user', user.id)).toHaveLength(1);
    const different = await adjust({ ...body, amount: 41 });
    expect(different.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: expect.stringMatching(/^request_id: /),
    });
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('moves money once when the same request arrives twice at the same time', async () => {
    const user = await buildUser(app);
    const body = { request_id: newRequestId(), user_id: user.id, amount: '7.50' };
    const replies = await Promise.all([adjust(body), adjust(body), adjust(body)]);
    for (const reply of replies)
      expect(reply.body.data).toMatchObject({ Status: 'applied', BalanceAfter: 7.5 });
    expect((await wallet(user)).ledger).toHaveLength(1);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('never debits a pocket below zero, naming it, and writes nothing', async () => {
    const user = await buildUser(app, { balanceFen: 1_000 });
    const before = await dbFingerprint(app.deps.db);
    const reply = await adjust({ user_id: user.id, direction: 'debit', amount: '10.01' });
    expect(reply.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'balance: the debit would take it below zero (it holds 10.00)',
    });
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
    const exact = await adjust({ user_id: user.id, direction: 'debit', amount: 10 });
    expect(exact.body.data).toMatchObject({ Status: 'applied', BalanceAfter: 0 });
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });
});

describe('bad input and roles', () => {
  it('refuses bad input naming the field, writing nothing', async () => {
    const user = await buildUser(app);
    const before = await dbFingerprint(app.deps.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '0' }, 'amount'],
      [{ amount: '1.001' }, 'amount'],
      [{ amount: 5, reason: '  ' }, 'reason'],
      [{ amount: 5, reference: undefined }, 'reference'],
      [{ amount: 5, request_id: 'short' }, 'request_id'],
      [{ amount: 5, pocket: 'cash' }, 'pocket'],
      [{ amount: 5, user_id: 'abc' }, 'user_id'],
    ];
    for (const [body, field] of cases) {
      const reply = await adjust({ user_id: user.id, ...body });
      expect(reply.body.status, field).toBe(ErrorCode.ILLEGAL_BODY);
      expect(reply.body.reason, field).toContain(field);
    }
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
  });

  it('keeps support, reviewer and fleet out of adjustments (100041)', async () => {
    const user = await buildUser(app);
    for (const role of ['support', 'reviewer', 'fleet'] as const) {
      const session = await staffToken(app, await createStaff(app, role));
      expect((await adjust({ user_id: user.id, amount: 1 }, session)).body.status).toBe(
        ErrorCode.PERMISSION_DENIED,
      );
    }
    const approve = await app.post('/ops/approve_adjustment', { session: finance, adjustment_id: 1 });
    expect(approve.body.status).toBe(ErrorCode.PERMISSION_DENIED);
  });
});
