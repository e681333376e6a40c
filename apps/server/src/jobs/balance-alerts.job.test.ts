import { accountEndpoints, runwayEndpoints } from '@gpucloud/contracts';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../core/clock';
import { adjustPocket } from '../modules/wallet';
import { smsOutbox } from '../providers/sms/sms-outbox.table';
import { buildUser, loginAs } from '../testing/builders';
import { openSimulatedFleet, rentOneGpu } from '../testing/fleet';
import { inboxItemsOf } from '../testing/inbox';
import { runBalanceAlerts } from './balance-alerts.job';
import { runBillingTick } from './billing-tick.job';

const { app, fleet } = await openSimulatedFleet();

async function setup(balanceFen: number) {
  const user = await buildUser(app, { balanceFen });
  const { token } = await loginAs(app, user);
  return { user, token };
}

const notices = (userId: number, template: string) => inboxItemsOf(app, userId, template);

async function smsTo(phone: string) {
  return app.deps.db
    .select()
    .from(smsOutbox)
    .where(inArray(smsOutbox.phone, [phone]));
}

/** A staff adjustment of the balance: a money movement through the wallet's owner. */
function moveBalance(userId: number, amountFen: number) {
  return app.deps.db.transaction((tx) =>
    adjustPocket(tx, userId, { pocket: 'balance', amountFen }, { now: app.clock.now(), note: 'test' }),
  );
}

describe('low-balance notice', () => {
  it('is sent once per crossing, by in-app and SMS, and re-armed when the funds are back above', async () => {
    const { user, token } = await setup(10_000);
    await app.call(runwayEndpoints.setThreshold, { session: token, threshold: 50 });

    await runBalanceAlerts(app.deps);
    expect(await notices(user.id, 'wallet.balance_low')).toHaveLength(0);

    await moveBalance(user.id, -6_000); // ¥40 left: below ¥50
    // Two processes sweeping at once, then again later: one notice.
    await Promise.all([runBalanceAlerts(app.deps), runBalanceAlerts(app.deps)]);
    await runBalanceAlerts(app.deps);
    const first = await notices(user.id, 'wallet.balance_low');
    expect(first).toHaveLength(1);
    expect(first[0]?.params).toEqual({ spendable: 4_000, threshold: 5_000 });
    expect(first[0]?.link).toBe('/console/recharge');
    expect(await smsTo(user.phone)).toHaveLength(1);

    await moveBalance(user.id, -1_000); // still below: nothing new
    await runBalanceAlerts(app.deps);
    expect(await notices(user.id, 'wallet.balance_low')).toHaveLength(1);

    await moveBalance(user.id, 5_000); // ¥80: above again, re-armed
    await runBalanceAlerts(app.deps);
    expect(await notices(user.id, 'wallet.balance_low')).toHaveLength(1);

    await moveBalance(user.id, -4_000); // ¥40: a second crossing
    await runBalanceAlerts(app.deps);
    expect(await notices(user.id, 'wallet.balance_low')).toHaveLength(2);
    expect(await smsTo(user.phone)).toHaveLength(2);
  });

  it('is never sent with the threshold off', async () => {
    const { user } = await setup(100);
    await runBalanceAlerts(app.deps);
    expect(await notices(user.id, 'wallet.balance_low')).toHaveLength(0);
  });

  it('follows the account’s "balance low" notice settings', async () => {
    const { user, token } = await setup(1_000);
    const off = { sms: false, email: false, inapp: false };
    const on = { sms: false, email: false, inapp: true };
    const reply = await app.call(accountEndpoints.changeNoticeSetting, {
      session: token,
      settings: {
        balance_low: off,
        instance_expiring: on,
        instance_shutdown: on,
        instance_released: on,
        work_order_reply: on,
        invoice: on,
        gpu_wait: on,
      },
    });
    expect(reply.body.status, reply.body.reason).toBe(0);
    await app.call(runwayEndpoints.setThreshold, { session: token, threshold: 20 });
    await runBalanceAlerts(app.deps);
    expect(await notices(user.id, 'wallet.balance_low')).toHaveLength(0);
    expect(await smsTo(user.phone)).toHaveLength(0);
  });
});

describe('about-to-stop warning', () => {
  it('warns once when the funds cover less than an hour of the running instances, before the tick stops them', async () => {
    const host = await fleet.newHost();
    const { user, token } = await setup(300); // ¥3, one GPU at ¥1.98 an hour, charged by the minute
    await rentOneGpu(app, fleet, token, host.id);
    await runBalanceAlerts(app.deps);
    expect(await notices(user.id, 'wallet.about_to_stop')).toHaveLength(0);

    // 40 minutes run cost ¥1.32, charged at the hour: what is left (¥1.68) covers less than an hour.
    app.clock.advance(40 * MINUTE_MS);
    await runBalanceAlerts(app.deps);
    await runBalanceAlerts(app.deps);
    const warned = await notices(user.id, 'wallet.about_to_stop');
    expect(warned).toHaveLength(1);
    expect(warned[0]?.params).toEqual({ spendable: 168, burn: 198 });
    app.clock.advance(20 * MINUTE_MS);

    // At the hour the tick charges it (¥1.02 left) and stops it, as the next hour is not covered;
    // with nothing running the warning re-arms.
    await runBillingTick(app.deps);
    await runBalanceAlerts(app.deps);
    const runway = await app.call(runwayEndpoints.get, { session: token });
    expect(runway.body.data.RunningInstances).toBe(0);
    expect(await notices(user.id, 'wallet.about_to_stop')).toHaveLength(1);
  });
});
