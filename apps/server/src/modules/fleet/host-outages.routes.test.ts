import { type HostOutage, opsFleetEndpoints } from '@gpucloud/contracts';
import { DEFAULT_OUTAGE_CREDIT_RULE, minutesChargeFen, outageCreditFen } from '@gpucloud/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import { inboxItems } from '../../db/schema/inbox/inbox.table';
import { instanceCharges, instancePeriods, instances } from '../../db/schema/instances/instances.table';
import { staffAudit } from '../../db/schema/staff/staff.table';
import { hosts } from '../../db/schema/store/store.table';
import { walletLedger } from '../../db/schema/wallet/wallet.table';
import { runBillingTick } from '../../jobs/billing-tick.job';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { createStaff, staffToken } from '../../testing/builders';
import { ledgerMatches } from '../../testing/fleet';
import { openFleetConsole } from '../../testing/fleet-console';
import { reconcileInstances } from '../instances';
import { settleDueOutages } from './host-outage-settlement.service';

/**
 * Credit for outages (issue 44, point 5), on both engines: while a host is down its running
 * instances are not charged; once it is back (and stays back for the merge window) each prepaid
 * instance is credited vouchers once, however the host flapped and however often the settlement
 * runs, and the owners are told. Balances and vouchers stay equal to the ledger.
 */
const { app, fleet, kit } = await openFleetConsole();
let session = await staffToken(app, await createStaff(app, 'fleet'));

const down = (hostId: number) => app.call(opsFleetEndpoints.hostMarkDown, { session, host_id: hostId });
const up = (hostId: number) => app.call(opsFleetEndpoints.hostMarkUp, { session, host_id: hostId });

async function outagesOf(hostId: number): Promise<HostOutage[]> {
  const reply = await app.call(opsFleetEndpoints.hostOutageList, { session, host_id: hostId });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data.data;
}

async function instanceRow(id: number) {
  const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
  if (!row) throw new Error('no instance');
  return row;
}

async function outageCredits(userId: number) {
  return app.deps.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.refType, 'host_outage')));
}

async function inboxTemplates(userId: number) {
  const rows = await app.deps.db.select().from(inboxItems).where(eq(inboxItems.userId, userId));
  return rows.map((row) => row.template);
}

async function hostStatus(id: number) {
  const [row] = await app.deps.db.select({ status: hosts.status }).from(hosts).where(eq(hosts.id, id));
  return row?.status;
}

describe('a host outage', () => {
  it('credits each prepaid instance once though the host flaps and the settlement is replayed, and charges no pay-as-you-go minute of it', async () => {
    const host = await fleet.newHost();
    const prepaid = await kit.rentOn(host.id, { mode: 'daily', count: 1 });
    const payg = await kit.rentOn(host.id);
    const created = (await instanceRow(payg.instanceId)).createdAt.getTime();

    // Down 10.5 minutes into the life, up after 20, down again 3 minutes later (a flap: the same
    // outage), up 17 minutes after that: one outage of 40 minutes.
    app.clock.advance(10 * MINUTE_MS + 30_000);
    const first = await down(host.id);
    expect(first.body.status, first.body.reason).toBe(0);
    const startMs = app.clock.now().getTime();
    // Marked down, it takes no new rentals (in maintenance) until it is marked back up.
    expect(await hostStatus(host.id)).toBe('maintenance');
    expect((await down(host.id)).body.data.OutageId).toBe(first.body.data.OutageId);
    app.clock.advance(20 * MINUTE_MS);
    expect((await up(host.id)).body.status).toBe(0);
    app.clock.advance(3 * MINUTE_MS);
    expect((await down(host.id)).body.data.OutageId).toBe(first.body.data.OutageId);
    app.clock.advance(17 * MINUTE_MS);
    expect((await up(host.id)).body.data.OutageId).toBe(first.body.data.OutageId);
    const endMs = app.clock.now().getTime();
    expect(await hostStatus(host.id)).toBe('online');
    // Marking it up again is refused: it is not down.
    expect((await up(host.id)).body.status).not.toBe(0);

    // A tick past the first hour of the life, within the merge window: nothing of the outage is
    // charged and the pay-as-you-go instance is not stopped for arrears.
    app.clock.advance(9 * MINUTE_MS + 30_000);
    await runBillingTick(app.deps);
    expect((await instanceRow(payg.instanceId)).status).toBe('running');
    expect((await instanceRow(payg.instanceId)).chargedToMinute).toBe(11);
    expect(await settleDueOutages(app.deps)).toBe(0);
    expect((await outagesOf(host.id))[0]?.SettledAt).toBeNull();

    app.clock.advance(MINUTE_MS);
    expect(await settleDueOutages(app.deps)).toBe(1);
    // Replays: the settlement again, a reconciler pass, and a down/up later are no second credit.
    expect(await settleDueOutages(app.deps)).toBe(0);
    await reconcileInstances(app.deps);

    const periods = await app.deps.db
      .select()
      .from(instancePeriods)
      .where(eq(instancePeriods.instanceId, prepaid.instanceId));
    const expected = outageCreditFen(
      periods.map((p) => ({
        startsAtMs: p.startsAt.getTime(),
        endsAtMs: p.endsAt.getTime(),
        amountFen: Number(p.amount),
      })),
      { startMs, endMs },
      DEFAULT_OUTAGE_CREDIT_RULE,
    );
    expect(expected.lostMinutes).toBe(40);
    expect(expected.creditFen).toBeGreaterThan(0);
    const credits = await outageCredits(prepaid.user.id);
    expect(credits.map((row) => [row.pocket, row.kind, Number(row.amount)])).toEqual([
      ['vouchers', 'voucher_grant', expected.creditFen],
    ]);

    const [outage] = await outagesOf(host.id);
    expect(outage).toMatchObject({
      Cause: 'staff',
      StartedAt: new Date(startMs).toISOString(),
      EndedAt: new Date(endMs).toISOString(),
      Instances: 2,
      CreditedVouchers: expected.creditFen / 100,
      UnchargedMinutes: 50 - 11,
    });
    expect(outage?.SettledAt).not.toBeNull();

    // Pay-as-you-go: charged up to the minute the outage began in (11) and from the one in
    // progress when it ended (50); the tick catches up from there.
    app.clock.advance(60 * MINUTE_MS);
    await runBillingTick(app.deps);
    const rate = (await instanceRow(payg.instanceId)).hourlyRate;
    const charges = await app.deps.db
      .select()
      .from(instanceCharges)
      .where(eq(instanceCharges.instanceId, payg.instanceId));
    const ranges = charges
      .map((row) => [row.fromMinute, row.toMinute])
      .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
    expect(ranges).toEqual([
      [0, 11],
      [50, 120],
    ]);
    const charged = charges.reduce((sum, row) => sum + Number(row.amount), 0);
    expect(charged).toBe(minutesChargeFen(rate, 0, 11) + minutesChargeFen(rate, 50, 120));
    expect(created).toBeLessThan(startMs);

    expect(await inboxTemplates(prepaid.user.id)).toContain('instance.outage_credit');
    expect(await inboxTemplates(payg.user.id)).toContain('instance.outage_uncharged');
    expect(await ledgerMatches(app, prepaid.user.id)).toBe(true);
    expect(await ledgerMatches(app, payg.user.id)).toBe(true);
    // Marked down, up, down, up and credited: each in the audit trail, the credit once.
    const audited = await app.deps.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.objectType, 'host_outage'), eq(staffAudit.objectId, String(outage?.Id))));
    expect(audited.map((row) => row.after)).toEqual([
      { CreditedVouchers: expected.creditFen, UnchargedMinutes: 50 - 11 },
    ]);

    // A later outage is another one, credited for its own time only (a new staff session: hours passed).
    session = await staffToken(app, await createStaff(app, 'fleet'));
    const again = await down(host.id);
    expect(again.body.status, again.body.reason).toBe(0);
    app.clock.advance(6 * MINUTE_MS);
    const back = await up(host.id);
    expect(back.body.status, back.body.reason).toBe(0);
    app.clock.advance(10 * MINUTE_MS);
    expect(await settleDueOutages(app.deps)).toBe(1);
    const after = await outageCredits(prepaid.user.id);
    expect(after).toHaveLength(2);
    expect(new Set(after.map((row) => row.refId)).size).toBe(2);
    expect(await ledgerMatches(app, prepaid.user.id)).toBe(true);
  });

  it("opens past the grace when the host's engine stops answering, from that moment, and settles once when two processes race", async () => {
    const compute = app.deps.compute as SimulatedCompute;
    compute.clearFaults();
    const host = await fleet.newHost();
    const prepaid = await kit.rentOn(host.id, { mode: 'daily', count: 1 });
    session = await staffToken(app, await createStaff(app, 'fleet'));
    await compute.injectFault({ kind: 'engine-unreachable', hostName: host.name });
    const pass = async () => {
      app.clock.advance(5_000);
      await reconcileInstances(app.deps);
    };
    await pass();
    const lostAt = app.clock.now().toISOString();
    expect(await outagesOf(host.id)).toEqual([]);
    app.clock.advance(3 * MINUTE_MS);
    await pass();
    expect(await outagesOf(host.id)).toMatchObject([{ Cause: 'engine', StartedAt: lostAt, EndedAt: null }]);
    compute.clearFaults();
    app.clock.advance(7 * MINUTE_MS);
    await pass();
    const [closed] = await outagesOf(host.id);
    expect(closed?.EndedAt).toBe(app.clock.now().toISOString());
    app.clock.advance(10 * MINUTE_MS);
    const settled = await Promise.all([settleDueOutages(app.deps), settleDueOutages(app.deps)]);
    expect(settled[0] + settled[1]).toBe(1);
    expect(await outageCredits(prepaid.user.id)).toHaveLength(1);
    expect(await ledgerMatches(app, prepaid.user.id)).toBe(true);
  });

  it('is refused for a host that does not exist, and open to the fleet role only', async () => {
    expect((await down(2_000_000_000)).body.status).not.toBe(0);
    const support = await staffToken(app, await createStaff(app, 'support'));
    const reply = await app.call(opsFleetEndpoints.hostMarkDown, { session: support, host_id: 1 });
    expect(reply.body.status).not.toBe(0);
  });
});
