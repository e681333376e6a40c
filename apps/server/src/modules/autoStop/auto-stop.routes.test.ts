import { autoStopEndpoints } from '@gpucloud/contracts';
import { chinaTimeText } from '@gpucloud/domain';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../core/clock';
import { buildSubAccount, buildUser, loginAs } from '../../testing/builders';
import { dbFingerprint } from '../../testing/db-fingerprint';
import { newRenter, openSimulatedFleet } from '../../testing/fleet';

const { app, fleet } = await openSimulatedFleet();

const setup = () => newRenter(app, fleet);

const inHours = (hours: number) => chinaTimeText(new Date(app.clock.now().getTime() + hours * HOUR_MS));

describe('auto-stop settings', () => {
  it('sets, reads, lists and clears the rules', async () => {
    const { token, id } = await setup();
    const empty = await app.call(autoStopEndpoints.get, { session: token, instance_id: id });
    expect(empty.body.data).toMatchObject({ InstanceId: id, StopAt: null, IdleMinutes: null, Command: null });
    expect(empty.body.data.CommandSupported).toBe(false);

    const stopAt = inHours(5);
    const set = await app.call(autoStopEndpoints.set, {
      session: token,
      instance_id: id,
      stop_at: stopAt,
      idle_minutes: 30,
    });
    expect(set.body.status, set.body.reason).toBe(0);
    expect(set.body.data).toMatchObject({
      StopAtChina: stopAt,
      StopAt: new Date(app.clock.now().getTime() + 5 * HOUR_MS)
        .toISOString()
        .replace(/:\d\d\.\d+Z$/, ':00.000Z'),
      IdleMinutes: 30,
      IdleThreshold: 5,
      IdleCountFrom: app.clock.now().toISOString(),
    });
    const listed = await app.call(autoStopEndpoints.list, { session: token });
    expect(listed.body.data.list.map((row) => row.InstanceId)).toEqual([id]);

    // Setting one rule leaves the other.
    const threshold = await app.call(autoStopEndpoints.set, {
      session: token,
      instance_id: id,
      idle_minutes: 10,
      idle_threshold: 20,
    });
    expect(threshold.body.data).toMatchObject({ StopAtChina: stopAt, IdleMinutes: 10, IdleThreshold: 20 });

    const cleared = await app.call(autoStopEndpoints.clear, {
      session: token,
      instance_id: id,
      rule: 'time',
    });
    expect(cleared.body.data).toMatchObject({ StopAt: null, IdleMinutes: 10 });
    const all = await app.call(autoStopEndpoints.clear, { session: token, instance_id: id, rule: 'all' });
    expect(all.body.data).toMatchObject({
      StopAt: null,
      IdleMinutes: null,
      IdleThreshold: null,
      Command: null,
    });
    expect((await app.call(autoStopEndpoints.list, { session: token })).body.data.list).toEqual([]);
  });

  it('refuses each bad field, naming it, and changes nothing', async () => {
    const { token, id } = await setup();
    await app.call(autoStopEndpoints.set, { session: token, instance_id: id, idle_minutes: 30 });
    const before = (await app.call(autoStopEndpoints.get, { session: token, instance_id: id })).body.data;
    const fingerprint = await dbFingerprint(app.deps.db);
    const bad: Array<[Record<string, unknown>, number, string]> = [
      [{}, 100021, 'stop_at or idle_minutes or command is required'],
      [{ stop_at: inHours(-1) }, 100022, 'stop_at: must be in the future (China time)'],
      [{ stop_at: chinaTimeText(app.clock.now()) }, 100022, 'stop_at: must be in the future'],
      [{ stop_at: inHours(24 * 31) }, 100022, 'stop_at: must be within 30 days'],
      [{ stop_at: '2026-02-30 10:00' }, 100022, 'stop_at: is no real time'],
      [{ stop_at: '2026-12-01 24:00' }, 100021, 'stop_at: must be a China time YYYY-MM-DD HH:mm'],
      [{ stop_at: 'tomorrow' }, 100021, 'stop_at: must be a China time YYYY-MM-DD HH:mm'],
      [{ idle_minutes: 1 }, 100021, 'idle_minutes: must be an integer from 2 to 1440'],
      [{ idle_minutes: 1441 }, 100021, 'idle_minutes: must be an integer from 2 to 1440'],
      [{ idle_minutes: 30, idle_threshold: 0 }, 100021, 'idle_threshold: must be an integer from 1 to 50'],
      [{ idle_minutes: 30, idle_threshold: 51 }, 100021, 'idle_threshold: must be an integer from 1 to 50'],
      [{ stop_at: inHours(2), idle_threshold: 10 }, 100022, 'idle_threshold: is set with idle_minutes'],
      [{ command: 'x'.repeat(1001) }, 100021, 'command: must be at most 1000 characters'],
      [{ command: '   ' }, 100021, 'command: is required'],
      [{ command: 'sleep 2' }, 1, 'a simulated machine runs no commands'],
    ];
    for (const [fields, status, reason] of bad) {
      const reply = await app.post('/instance/auto_stop/set', { session: token, instance_id: id, ...fields });
      expect(reply.body.status, JSON.stringify(fields)).toBe(status);
      expect(reply.body.reason, JSON.stringify(fields)).toContain(reason);
    }
    const rule = await app.post('/instance/auto_stop/clear', {
      session: token,
      instance_id: id,
      rule: 'idle_rule',
    });
    expect(rule.body.reason).toContain('rule:');
    expect(await dbFingerprint(app.deps.db)).toEqual(fingerprint);
    expect((await app.call(autoStopEndpoints.get, { session: token, instance_id: id })).body.data).toEqual(
      before,
    );
  });

  it("keeps others' instances invisible and lets a sub-account act on its own only", async () => {
    const { user, token, id } = await setup();
    const stranger = await loginAs(app, await buildUser(app));
    for (const call of [
      app.call(autoStopEndpoints.get, { session: stranger.token, instance_id: id }),
      app.call(autoStopEndpoints.set, { session: stranger.token, instance_id: id, idle_minutes: 30 }),
      app.call(autoStopEndpoints.clear, { session: stranger.token, instance_id: id, rule: 'all' }),
      app.call(autoStopEndpoints.keepRunning, { session: stranger.token, instance_id: id }),
    ]) {
      expect((await call).body).toMatchObject({ status: 1, reason: 'instance not found' });
    }
    const sub = await buildSubAccount(app, user.id);
    const subLogin = await app.postForm<{ token: string }>('/sub_account_login', {
      username: sub.username,
      password: sub.password,
    });
    const subToken = subLogin.body.data.token;
    const asSub = await app.call(autoStopEndpoints.set, {
      session: subToken,
      instance_id: id,
      idle_minutes: 30,
    });
    expect(asSub.body).toMatchObject({ status: 1, reason: 'instance not found' });
    // The main account acts on it.
    const asMain = await app.call(autoStopEndpoints.set, {
      session: token,
      instance_id: id,
      idle_minutes: 30,
    });
    expect(asMain.body.status).toBe(0);
  });

  it('keep running restarts the idle count and needs an idle rule', async () => {
    const { token, id } = await setup();
    const none = await app.call(autoStopEndpoints.keepRunning, { session: token, instance_id: id });
    expect(none.body).toMatchObject({ status: 1, reason: 'this instance has no idle rule' });
    await app.call(autoStopEndpoints.set, { session: token, instance_id: id, idle_minutes: 30 });
    app.clock.advance(10 * 60_000);
    const kept = await app.call(autoStopEndpoints.keepRunning, { session: token, instance_id: id });
    expect(kept.body.data).toMatchObject({ IdleMinutes: 30, IdleCountFrom: app.clock.now().toISOString() });
  });
});
