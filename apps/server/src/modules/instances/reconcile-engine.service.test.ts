import { instancesEndpoints, opsFleetEndpoints } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { instances } from '../../db/schema/instances/instances.table';
import { staffAlerts } from '../../db/schema/staff/staff.table';
import { createStaff, staffToken } from '../../testing/builders';
import { openSimulatedFleet, rentOneGpuPostPaid } from '../../testing/fleet';
import { reconcileInstances } from './reconcile.service';

/**
 * An engine that stops answering (issue 41, point 5): the first pass records its host as lost (the
 * fleet desk shows since when, staff are told once whichever replica sees it), leaves its instances
 * as the books hold them, and the first pass after it answers again clears it.
 */
const { app, compute, fleet } = await openSimulatedFleet({ RECONCILE_SECONDS: '5' });

async function pass() {
  app.clock.advance(5_000);
  const outcome = await reconcileInstances(app.deps);
  await compute.idle();
  return outcome;
}

async function deskRow(session: string, name: string) {
  const reply = await app.call(opsFleetEndpoints.hostList, { session, name, page: 1, page_size: 20 });
  expect(reply.body.status, reply.body.reason).toBe(0);
  const row = reply.body.data.data.find((host) => host.Name === name);
  if (!row) throw new Error(`host ${name} not on the fleet desk`);
  return row;
}

/** What the owner's instance list says of the host (HostUnreachableSince). */
async function ownerSees(token: string, id: number) {
  const reply = await app.call(instancesEndpoints.list, { session: token, page: 1, page_size: 10 });
  return reply.body.data.data.find((row) => row.InstanceId === id)?.HostUnreachableSince;
}

async function alerts(template: string, host: string) {
  const rows = await app.deps.db.select().from(staffAlerts).where(eq(staffAlerts.template, template));
  return rows.filter((row) => (row.params as { host?: string }).host === host);
}

describe('an engine that stops answering', () => {
  it('is on the fleet desk within one pass, its instances untouched, and cleared when it answers again', async () => {
    compute.clearFaults();
    const host = await fleet.newHost();
    const other = await fleet.newHost();
    const { token, id } = await rentOneGpuPostPaid(app, host.id, fleet.imageId);
    await compute.idle();
    const staff = await staffToken(app, await createStaff(app, 'fleet'));
    expect((await deskRow(staff, host.name)).EngineLostAt).toBeNull();

    await compute.injectFault({ kind: 'engine-unreachable', hostName: host.name });
    const lostAt = app.clock.now().getTime() + 5_000;
    expect((await pass()).enginesLost).toBeGreaterThanOrEqual(1);
    expect((await deskRow(staff, host.name)).EngineLostAt).toBe(new Date(lostAt).toISOString());
    expect((await deskRow(staff, other.name)).EngineLostAt).toBeNull();
    const [told] = await alerts('ops.engine_unreachable', host.name);
    expect(told?.params).toEqual({ host: host.name, at: new Date(lostAt).toISOString(), instances: 1 });
    // Nothing is known of its machine: the instance stays as the books hold it, not settled as lost.
    const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
    expect(row?.status).toBe('running');
    expect(await ownerSees(token, id)).toBe(new Date(lostAt).toISOString());

    // Another pass (any replica's) while it is still gone tells nobody again and keeps the first time.
    await pass();
    expect(await alerts('ops.engine_unreachable', host.name)).toHaveLength(1);
    expect((await deskRow(staff, host.name)).EngineLostAt).toBe(new Date(lostAt).toISOString());

    compute.clearFaults();
    app.clock.advance(10 * 60_000);
    expect((await pass()).enginesLost).toBe(0);
    expect((await deskRow(staff, host.name)).EngineLostAt).toBeNull();
    const [back] = await alerts('ops.engine_back', host.name);
    expect(back?.params).toMatchObject({ host: host.name, minutes: 10 });
    const [still] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
    expect(still?.status).toBe('running');
    expect(await ownerSees(token, id)).toBeNull();
  });
});
