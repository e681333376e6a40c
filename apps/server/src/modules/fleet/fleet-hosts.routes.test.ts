import {
  ErrorCode,
  type FleetHost,
  inboxEndpoints,
  instancesEndpoints,
  type StaffRole,
} from '@gpucloud/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hosts } from '../../db/schema/store/store.table';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { dbFingerprint } from '../../testing/db-fingerprint';
import { freeGpus } from '../../testing/fleet';
import { openFleetConsole } from '../../testing/fleet-console';

/** API tests of the fleet console's hosts: created into the store, maintenance, offline, edits, roles. */
const { app, fleet, kit } = await openFleetConsole();

function hostFields(overrides: Record<string, unknown> = {}) {
  return {
    region_id: fleet.region.id,
    name: `fleet-${Math.random().toString(36).slice(2, 10)}`,
    kind: 'kvm',
    node_class: 'main',
    gpu_model: 'L40S',
    gpu_memory_gb: 48,
    gpu_count: 4,
    cpu_cores_per_gpu: 16,
    memory_gb_per_gpu: 96,
    system_disk_gb: 50,
    data_disk_gb: 800,
    bandwidth_mbps: 200,
    price_per_gpu_hour: '4.58',
    ...overrides,
  };
}

async function statusOf(hostId: number) {
  const [row] = await app.deps.db.select({ status: hosts.status }).from(hosts).where(eq(hosts.id, hostId));
  return row?.status;
}

async function instanceStatus(token: string, instanceId: number) {
  const reply = await app.call(instancesEndpoints.list, { session: token });
  return reply.body.data.data.find((row) => row.InstanceId === instanceId)?.Status;
}

async function notifications(token: string) {
  const reply = await app.call(inboxEndpoints.notificationList, {
    session: token,
    page: 1,
    page_size: 10,
    status: -1,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data.data;
}

describe('creating a host', () => {
  it('puts it online in the store at once, every GPU free, and records it in the audit trail', async () => {
    const call = await kit.staffCaller('fleet');
    const created = await call<{ Id: number }>('create_host', hostFields({ name: 'fleet-new-l40s-01' }));
    expect(created.body.status, created.body.reason).toBe(0);
    const hostId = created.body.data.Id;

    expect(await kit.storeOffer(hostId)).toMatchObject({ HostId: hostId, PricePerGpuHour: 4.58 });
    const listed = await call<{ data: FleetHost[]; total: number }>('get_host_list', {
      name: 'new-l40s',
    });
    expect(listed.body.data).toMatchObject({
      total: 1,
      data: [{ Id: hostId, GpuCount: 4, GpuFree: 4, Status: 'online', ActiveInstances: 0 }],
    });
    const [audit] = await kit.auditOf('host', hostId);
    expect(audit).toMatchObject({
      Endpoint: '/api/ops/fleet/create_host',
      StaffRole: 'fleet',
      Before: null,
      After: { Name: 'fleet-new-l40s-01', GpuCount: 4, PricePerGpuHour: 4.58, Status: 'online' },
    });
  });

  it('refuses a second host of the same name, naming the field', async () => {
    const call = await kit.staffCaller('fleet');
    const fields = hostFields();
    expect((await call('create_host', fields)).body.status).toBe(0);
    const again = await call('create_host', fields);
    expect(again.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'a host with this name exists already',
    });
  });

  it('refuses bad input with 100021 naming each field, and writes nothing', async () => {
    const call = await kit.staffCaller('fleet');
    const before = await dbFingerprint(app.deps.db);
    const reply = await call(
      'create_host',
      hostFields({ gpu_count: 0, price_per_gpu_hour: '1.234', kind: 'vm', name: undefined }),
    );
    expect(reply.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    for (const field of ['gpu_count:', 'price_per_gpu_hour:', 'kind:', 'name:'])
      expect(reply.body.reason).toContain(field);
    const unknownRegion = await call('create_host', hostFields({ region_id: 2_000_000_000 }));
    expect(unknownRegion.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'region_id: no such region',
    });
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
  });
});

describe('the fleet endpoints are the fleet role’s', () => {
  it.each<StaffRole>(['support', 'finance', 'reviewer'])(
    'a %s member gets 100041 and changes nothing',
    async (role) => {
      const host = await fleet.newHost();
      const call = await kit.staffCaller(role);
      const [hostsBefore] = await app.deps.db.select({ n: count() }).from(hosts);
      for (const [name, body] of [
        ['create_host', hostFields()],
        ['set_host_status', { host_id: host.id, status: 'maintenance' }],
        ['set_host_price', { host_id: host.id, price_per_gpu_hour: 9 }],
        ['get_host_list', {}],
      ] as const) {
        expect((await call(name, body)).body.status, name).toBe(ErrorCode.PERMISSION_DENIED);
      }
      const [hostsAfter] = await app.deps.db.select({ n: count() }).from(hosts);
      expect(hostsAfter?.n).toBe(hostsBefore?.n);
      expect(await statusOf(host.id)).toBe('online');
    },
  );
});

describe('maintenance', () => {
  it('takes the host out of the store, keeps what runs, and tells each owner in their language', async () => {
    const host = await fleet.newHost({ gpuCount: 4, gpuFree: 4 });
    const chinese = await kit.rentOn(host.id, { language: 'zh-CN' });
    const english = await kit.rentOn(host.id, { mode: 'daily', count: 1, language: 'en-US' });
    const call = await kit.staffCaller('fleet');

    const reply = await call('set_host_status', { host_id: host.id, status: 'maintenance' });
    expect(reply.body.data).toEqual({ Status: 'maintenance', NotifiedOwners: 2 });
    expect(await kit.storeOffer(host.id)).toBeUndefined();

    const refused = await kit.rentOn(host.id).catch((error: Error) => error);
    expect(String(refused)).toContain('this host is under maintenance');
    expect(await freeGpus(app, host.id)).toBe(2);
    expect(await instanceStatus(chinese.token, chinese.instanceId)).toBe('running');
    expect(await instanceStatus(english.token, english.instanceId)).toBe('running');

    const [zh] = await notifications(chinese.token);
    expect(zh?.Title).toBe('主机维护');
    expect(zh?.Original).toContain(`主机 ${host.name} 正在维护`);
    const [en] = await notifications(english.token);
    expect(en?.Title).toBe('Host maintenance');
    expect(en?.Original).toContain(`Host ${host.name}, where instance`);

    const [audit] = await kit.auditOf('host', host.id);
    expect(audit).toMatchObject({ Before: { Status: 'online' }, After: { Status: 'maintenance' } });

    const back = await call('set_host_status', { host_id: host.id, status: 'online' });
    expect(back.body.data).toEqual({ Status: 'online', NotifiedOwners: 0 });
    expect(await kit.storeOffer(host.id)).toBeDefined();
  });

  it('refuses a restart that would take GPUs back on a host in maintenance, saying why', async () => {
    const host = await fleet.newHost({ gpuCount: 1, gpuFree: 1 });
    const renter = await kit.rentOn(host.id);
    const stop = await app.post('/instance/stop', { session: renter.token, instance_id: renter.instanceId });
    expect(stop.body.status, stop.body.reason).toBe(0);
    await (app.deps.compute as SimulatedCompute).idle();
    expect(await instanceStatus(renter.token, renter.instanceId)).toBe('stopped');
    const call = await kit.staffCaller('fleet');
    await call('set_host_status', { host_id: host.id, status: 'maintenance' });

    const started = await app.post('/restart_kvm_from_shutdown', {
      session: renter.token,
      instance_id: renter.instanceId,
    });
    expect(started.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'this host is under maintenance: it takes no new rentals until it is back online',
    });
  });
});

describe('offline', () => {
  it('is refused while instances hold GPUs on the host, naming how many, and writes nothing', async () => {
    const host = await fleet.newHost({ gpuCount: 4, gpuFree: 4 });
    await kit.rentOn(host.id);
    await kit.rentOn(host.id, { mode: 'daily', count: 1 });
    const call = await kit.staffCaller('fleet');
    const before = await dbFingerprint(app.deps.db);

    const reply = await call('set_host_status', { host_id: host.id, status: 'offline' });
    expect(reply.body.status).toBe(ErrorCode.REFUSED);
    expect(reply.body.reason).toMatch(/^2 instances still hold GPUs on this host/);
    expect(await statusOf(host.id)).toBe('online');
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
  });

  it('takes an empty host out of the store; renting it is refused as offline', async () => {
    const host = await fleet.newHost();
    const call = await kit.staffCaller('fleet');
    const reply = await call('set_host_status', { host_id: host.id, status: 'offline' });
    expect(reply.body.data).toEqual({ Status: 'offline', NotifiedOwners: 0 });
    expect(await kit.storeOffer(host.id)).toBeUndefined();
    const refused = await kit.rentOn(host.id).catch((error: Error) => error);
    expect(String(refused)).toContain('this host is offline');
  });
});

describe('editing a host', () => {
  it('keeps the rented GPUs when the count changes, and refuses fewer than are rented', async () => {
    const host = await fleet.newHost({ gpuCount: 8, gpuFree: 8 });
    await kit.rentOn(host.id, { gpus: 3 });
    const call = await kit.staffCaller('fleet');

    const edited = await call('edit_host', { host_id: host.id, gpu_count: 4, bandwidth_mbps: 500 });
    expect(edited.body.status, edited.body.reason).toBe(0);
    expect(await freeGpus(app, host.id)).toBe(1);
    const [audit] = await kit.auditOf('host', host.id);
    expect(audit?.Before).toMatchObject({ GpuCount: 8, GpuFree: 5, BandwidthMbps: 100 });
    expect(audit?.After).toMatchObject({ GpuCount: 4, GpuFree: 1, BandwidthMbps: 500 });

    const tooFew = await call('edit_host', { host_id: host.id, gpu_count: 2 });
    expect(tooFew.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'gpu_count: 3 GPUs of this host are rented, so it cannot have fewer',
    });
    expect(await freeGpus(app, host.id)).toBe(1);
  });
});

describe('an edit that sends only the host', () => {
  it('answers success and changes nothing, not even the audit trail', async () => {
    const host = await fleet.newHost({ gpuCount: 8, gpuFree: 8 });
    const call = await kit.staffCaller('fleet');
    const before = await dbFingerprint(app.deps.db);

    const edited = await call('edit_host', { host_id: host.id });

    expect(edited.statusCode).toBe(200);
    expect(edited.body).toMatchObject({ status: 0 });
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
  });
});
