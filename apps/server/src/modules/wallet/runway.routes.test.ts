import { runwayEndpoints } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import { buildUser, loginAs } from '../../testing/builders';
import { dbFingerprint } from '../../testing/db-fingerprint';
import { openSimulatedFleet, rentOneGpu } from '../../testing/fleet';

const { app, fleet } = await openSimulatedFleet();

async function setup(balanceFen = 10_000) {
  const user = await buildUser(app, { balanceFen });
  const { token } = await loginAs(app, user);
  return { user, token };
}

describe('runway', () => {
  it('says "no running charges" (null) without running pay-as-you-go instances', async () => {
    const { token } = await setup();
    const reply = await app.call(runwayEndpoints.get, { session: token });
    expect(reply.body.status, reply.body.reason).toBe(0);
    expect(reply.body.data).toEqual({
      Spendable: 100,
      BurnPerHour: 0,
      RunningInstances: 0,
      RunwayMinutes: null,
      RunsOutAt: null,
      LowBalanceThreshold: 0,
    });
  });

  it('divides what the account can spend by the hourly prices of its running instances, down to the minute', async () => {
    const { token } = await setup();
    const host = await fleet.newHost();
    await rentOneGpu(app, fleet, token, host.id);
    await rentOneGpu(app, fleet, token, host.id);
    const reply = await app.call(runwayEndpoints.get, { session: token });
    const data = reply.body.data;
    expect(data.RunningInstances).toBe(2);
    expect(data.BurnPerHour).toBe(3.96);
    const spendableFen = Math.round(data.Spendable * 100);
    // Pay-as-you-go rents take nothing up front: their minutes are charged in arrears (issue 44).
    expect(spendableFen).toBe(10_000);
    expect(data.RunwayMinutes).toBe(Math.floor((spendableFen * 60) / 396));
    expect(data.RunsOutAt).toBe(
      new Date(app.clock.now().getTime() + (data.RunwayMinutes ?? 0) * MINUTE_MS).toISOString(),
    );

    // Minutes run and not yet charged (at the next hour) are spent already: 30 minutes of each is ¥0.99.
    app.clock.advance(30 * MINUTE_MS);
    const later = (await app.call(runwayEndpoints.get, { session: token })).body.data;
    expect(later.Spendable).toBe(98.02);
    expect(later.RunwayMinutes).toBe(Math.floor((9802 * 60) / 396));
  });
});

describe('low-balance threshold', () => {
  it('is set in yuan, kept as whole fen, and 0 turns it off', async () => {
    const { token } = await setup();
    const set = await app.call(runwayEndpoints.setThreshold, { session: token, threshold: '1,234.5' });
    expect(set.body.status, set.body.reason).toBe(0);
    expect(set.body.data.LowBalanceThreshold).toBe(1234.5);
    expect((await app.call(runwayEndpoints.get, { session: token })).body.data.LowBalanceThreshold).toBe(
      1234.5,
    );
    await app.call(runwayEndpoints.setThreshold, { session: token, threshold: 0 });
    expect((await app.call(runwayEndpoints.get, { session: token })).body.data.LowBalanceThreshold).toBe(0);
  });

  it('refuses what is not whole fen from 0 to 100,000 yuan, naming the field, and changes nothing', async () => {
    const { token } = await setup();
    await app.call(runwayEndpoints.setThreshold, { session: token, threshold: 50 });
    const fingerprint = await dbFingerprint(app.deps.db);
    for (const threshold of [-1, 0.001, 100_000.01, 'abc', '1.234', null]) {
      const reply = await app.call(runwayEndpoints.setThreshold, {
        session: token,
        threshold: threshold as number,
      });
      expect([100021, 100022], String(threshold)).toContain(reply.body.status);
      expect(reply.body.reason, String(threshold)).toContain('threshold');
    }
    const missing = await app.call(runwayEndpoints.setThreshold, { session: token } as never);
    expect([100021, 100022]).toContain(missing.body.status);
    expect(missing.body.reason).toContain('threshold');
    expect(await dbFingerprint(app.deps.db)).toEqual(fingerprint);
    expect((await app.call(runwayEndpoints.get, { session: token })).body.data.LowBalanceThreshold).toBe(50);
  });
});
