import { catalogEndpoints, ErrorCode } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simulatedMachines } from '../../providers/compute/simulated/simulated-machines.table';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildUser, loginAs } from '../../testing/builders';
import { buildDataset } from '../../testing/catalog';
import { dbFingerprint } from '../../testing/db-fingerprint';
import { buildFleet } from '../../testing/fleet';
import { openSupportConsole } from '../../testing/ops-content';

/** Datasets mounted read-only into an instance at rental time (issue 18). */
const { app, support } = await openSupportConsole();
const compute = app.deps.compute as SimulatedCompute;
const fleet = await buildFleet(app);

async function renter() {
  const user = await buildUser(app, { balanceFen: 100_000 });
  return (await loginAs(app, user)).token;
}

const rental = (hostId: number, datasetIds: unknown) => ({
  host_id: hostId,
  gpu_count: 1,
  image_id: fleet.imageId,
  mode: 'hourly',
  count: 1,
  dataset_ids: datasetIds,
});

describe('renting with datasets', () => {
  it('hands the provider exactly the chosen datasets, read-only at /datasets/<slug>, and the instance shows them', async () => {
    const host = await fleet.newHost();
    const first = await buildDataset(app, support);
    const second = await buildDataset(app, support);
    await buildDataset(app, support);
    const session = await renter();
    const created = await app.post<{ InstanceId: number }>('/instance/create', {
      session,
      ...rental(host.id, [second.id, first.id]),
    });
    expect(created.body.status, created.body.reason).toBe(0);
    await compute.idle();

    const [machine] = await app.deps.db
      .select()
      .from(simulatedMachines)
      .where(eq(simulatedMachines.instanceId, created.body.data.InstanceId));
    expect(machine?.mounts).toEqual([
      { source: second.slug, target: `/datasets/${second.slug}`, readOnly: true },
      { source: first.slug, target: `/datasets/${first.slug}`, readOnly: true },
    ]);
    const shown = await app.call(catalogEndpoints.instanceDatasets, {
      session,
      instance_id: created.body.data.InstanceId,
    });
    expect(shown.body.data.list.map((d) => d.Target).sort()).toEqual(
      [`/datasets/${first.slug}`, `/datasets/${second.slug}`].sort(),
    );

    // A mounted dataset stays: support may unpublish it, not delete it.
    const removed = await app.post('/ops/delete_dataset', { session: support, id: first.id });
    expect(removed.body.status).toBe(ErrorCode.REFUSED);
  });

  it('mounts nothing when none is chosen', async () => {
    const host = await fleet.newHost();
    const session = await renter();
    const { dataset_ids: _, ...plain } = rental(host.id, undefined);
    const created = await app.post<{ InstanceId: number }>('/instance/create', { session, ...plain });
    expect(created.body.status, created.body.reason).toBe(0);
    await compute.idle();
    const [machine] = await app.deps.db
      .select()
      .from(simulatedMachines)
      .where(eq(simulatedMachines.instanceId, created.body.data.InstanceId));
    expect(machine?.mounts).toEqual([]);
  });

  it('refuses an unpublished or unknown dataset naming dataset_ids, charging nothing', async () => {
    const host = await fleet.newHost();
    const draft = await buildDataset(app, support, {}, false);
    const session = await renter();
    for (const ids of [[draft.id], [999_999]]) {
      const before = await dbFingerprint(app.deps.db);
      const reply = await app.post('/instance/create', { session, ...rental(host.id, ids) });
      expect(reply.body.status).toBe(ErrorCode.REFUSED);
      expect(reply.body.reason).toContain('dataset_ids:');
      expect(await dbFingerprint(app.deps.db)).toEqual(before);
    }
  });

  it('refuses more than five datasets as illegal, naming the field; one named twice is mounted once', async () => {
    const host = await fleet.newHost();
    const session = await renter();
    const tooMany = await app.post('/instance/create', { session, ...rental(host.id, [1, 2, 3, 4, 5, 6]) });
    expect(tooMany.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(tooMany.body.reason).toContain('dataset_ids:');
    const once = await buildDataset(app, support);
    const created = await app.post<{ InstanceId: number }>('/instance/create', {
      session,
      ...rental(host.id, [once.id, once.id]),
    });
    expect(created.body.status, created.body.reason).toBe(0);
    await compute.idle();
    const [machine] = await app.deps.db
      .select()
      .from(simulatedMachines)
      .where(eq(simulatedMachines.instanceId, created.body.data.InstanceId));
    expect(machine?.mounts).toHaveLength(1);
  });
});
