import type { TopUpRefund } from '@gpucloud/contracts';
import { opsRefundsEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settleTopUpRefunds } from '../../jobs/settle-top-up-refunds.job';
import { createStaff, staffToken } from '../../testing/builders';
import { ledgerMatches } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { customerView, payingCustomer, refundTopUp, sandboxOf } from '../../testing/top-up-refunds';

let app: TestApp;
let finance: string;

beforeAll(async () => {
  app = await createTestApp();
  finance = await staffToken(app, await createStaff(app, 'finance'));
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => sandboxOf(app).clearRefundFaults());

const refund = (body: Record<string, unknown>) => refundTopUp(app, finance, body);

async function refundOf(id: string): Promise<TopUpRefund | undefined> {
  const reply = await app.call(opsRefundsEndpoints.list, { session: finance });
  return reply.body.data.data.find((row) => row.Id === id);
}

const gatewayRefunded = async (outTradeNo: string) => (await sandboxOf(app).find(outTradeNo))?.refunded;

describe('what the gateway answers', () => {
  it('gives the money back and marks the refund failed when the gateway refuses', async () => {
    const { user, token, orders } = await payingCustomer(app, 100);
    sandboxOf(app).injectRefundFault({ kind: 'refuse', reason: 'the order is older than a year' });
    const reply = await refund({ out_trade_no: orders[0], amount: 60 });
    expect(reply.body.data).toMatchObject({
      Status: 'failed',
      FailureReason: 'the order is older than a year',
      SettledAt: expect.any(String),
    });
    const seen = await customerView(app, token);
    expect(seen).toMatchObject({ money: 100, accumulated: 100 });
    expect(seen.ledger.slice(0, 2)).toMatchObject([
      {
        Kind: 'top_up_refund',
        Amount: 60,
        BalanceAfter: 100,
        Note: `Refund ${reply.body.data.Id} refused by the payment service: the order is older than a year`,
      },
      { Kind: 'top_up_refund', Amount: -60, BalanceAfter: 40 },
    ]);
    expect(seen.notifications[0]).toMatchObject({ Title: 'Top-up refund failed' });
    expect(await gatewayRefunded(orders[0] ?? '')).toBe(0);
    // A failed refund holds nothing of the order: all of it may be refunded again.
    expect((await refund({ out_trade_no: orders[0], amount: 100 })).body.data.Status).toBe('succeeded');
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('leaves a processing refund to the job, which settles it once the gateway does', async () => {
    const { user, token, orders } = await payingCustomer(app, 50);
    sandboxOf(app).injectRefundFault({ kind: 'processing', settlesAfterMs: 5 * 60_000 });
    const reply = await refund({ out_trade_no: orders[0], amount: 20 });
    expect(reply.body.data).toMatchObject({
      Status: 'processing',
      GatewayRefundId: expect.stringMatching(/^SBXR/),
      SettledAt: null,
    });
    expect((await customerView(app, token)).money).toBe(30);
    expect(await settleTopUpRefunds(app.deps)).toMatchObject({ checked: 0 });
    app.clock.advance(60_000);
    expect(await settleTopUpRefunds(app.deps)).toEqual({ checked: 1, succeeded: 0, failed: 0 });
    // Asked a moment ago: the next run leaves it alone.
    expect(await settleTopUpRefunds(app.deps)).toMatchObject({ checked: 0 });
    app.clock.advance(4 * 60_000);
    const runs = await Promise.all([settleTopUpRefunds(app.deps), settleTopUpRefunds(app.deps)]);
    expect(runs.reduce((sum, run) => sum + run.succeeded, 0)).toBeGreaterThanOrEqual(1);
    expect(await refundOf(reply.body.data.Id)).toMatchObject({ Status: 'succeeded' });
    const seen = await customerView(app, token);
    expect(seen.money).toBe(30);
    expect(seen.notifications.filter((item) => item.Title === 'Top-up refunded')).toHaveLength(1);
    expect(await settleTopUpRefunds(app.deps)).toMatchObject({ checked: 0 });
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('gives the money back once when a processing refund is refused later', async () => {
    const { user, token, orders } = await payingCustomer(app, 50);
    sandboxOf(app).injectRefundFault({
      kind: 'processing',
      settlesAfterMs: 60_000,
      outcome: 'refused',
      reason: 'the merchant account lacks funds',
    });
    const reply = await refund({ out_trade_no: orders[0], amount: 50 });
    expect(reply.body.data.Status).toBe('processing');
    app.clock.advance(60_000);
    const runs = await Promise.all([settleTopUpRefunds(app.deps), settleTopUpRefunds(app.deps)]);
    expect(runs.reduce((sum, run) => sum + run.failed, 0)).toBeGreaterThanOrEqual(1);
    expect(await refundOf(reply.body.data.Id)).toMatchObject({
      Status: 'failed',
      FailureReason: 'the merchant account lacks funds',
    });
    const seen = await customerView(app, token);
    expect(seen.money).toBe(50);
    expect(seen.ledger.filter((row) => row.Kind === 'top_up_refund').map((row) => row.Amount)).toEqual([
      50, -50,
    ]);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('never gives money back on no answer: an unreachable gateway is asked again by the job', async () => {
    const { user, token, orders } = await payingCustomer(app, 40);
    sandboxOf(app).injectRefundFault({ kind: 'unreachable' });
    const reply = await refund({ out_trade_no: orders[0], amount: 15 });
    expect(reply.body.data).toMatchObject({ Status: 'processing', GatewayRefundId: null });
    expect((await customerView(app, token)).money).toBe(25);
    expect(await gatewayRefunded(orders[0] ?? '')).toBe(0);
    app.clock.advance(60_000);
    // The gateway never heard of it: the job sends it again under the same number.
    expect(await settleTopUpRefunds(app.deps)).toEqual({ checked: 1, succeeded: 1, failed: 0 });
    expect(await gatewayRefunded(orders[0] ?? '')).toBe(1_500);
    expect((await customerView(app, token)).money).toBe(25);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('settles a refund whose answer was lost as the gateway made it, refunding once', async () => {
    const { user, token, orders } = await payingCustomer(app, 40);
    sandboxOf(app).injectRefundFault({ kind: 'answer-lost' });
    const reply = await refund({ out_trade_no: orders[0], amount: 40 });
    expect(reply.body.data.Status).toBe('processing');
    expect(await gatewayRefunded(orders[0] ?? '')).toBe(4_000);
    app.clock.advance(60_000);
    expect(await settleTopUpRefunds(app.deps)).toEqual({ checked: 1, succeeded: 1, failed: 0 });
    expect(await refundOf(reply.body.data.Id)).toMatchObject({
      Status: 'succeeded',
      GatewayRefundId: expect.stringMatching(/^SBXR/),
    });
    expect(await gatewayRefunded(orders[0] ?? '')).toBe(4_000);
    expect((await customerView(app, token)).money).toBe(0);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });
});
