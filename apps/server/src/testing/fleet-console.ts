import type { AuditEntry, StaffRole } from '@gpucloud/contracts';
import { instancesEndpoints, opsEndpoints, storeEndpoints } from '@gpucloud/contracts';
import type { RentalMode } from '@gpucloud/domain';
import { afterAll, expect } from 'vitest';
import type { SimulatedCompute } from '../providers/compute/simulated/simulated-provider';
import { buildUser, createStaff, loginAs, staffToken } from './builders';
import { buildFleet } from './fleet';
import { createTestApp, type TestApp } from './test-app';

/**
 * A fleet test file's app, with a fleet built and the file's calls; closed after the file's tests.
 * Awaited at the top of the file: `const { app, fleet, kit } = await openFleetConsole();`.
 */
export async function openFleetConsole() {
  const app = await createTestApp();
  afterAll(() => app.close());
  const fleet = await buildFleet(app);
  return { app, fleet, kit: fleetKit(app, fleet) };
}

/** Calls of the fleet tests: a staff member of a role calling /api/ops/fleet/..., and customers renting. */
export function fleetKit(app: TestApp, fleet: Awaited<ReturnType<typeof buildFleet>>) {
  async function staffCaller(role: StaffRole) {
    const session = await staffToken(app, await createStaff(app, role));
    return <T = unknown>(call: string, body: Record<string, unknown> = {}) =>
      app.post<T>(`/ops/fleet/${call}`, { session, ...body });
  }

  /** A main account with 1,000 yuan that rented `gpus` GPUs of the host, running once the machine is up. */
  async function rentOn(
    hostId: number,
    options: {
      mode?: RentalMode;
      count?: number;
      gpus?: number;
      imageId?: number;
      language?: 'en-US' | 'zh-CN';
    } = {},
  ) {
    const user = await buildUser(app, { balanceFen: 100_000 });
    const { token } = await loginAs(app, user);
    if (options.language) await app.post('/set_language', { session: token, language: options.language });
    const reply = await app.call(instancesEndpoints.create, {
      session: token,
      host_id: hostId,
      gpu_count: options.gpus ?? 1,
      image_id: options.imageId ?? fleet.imageId,
      mode: options.mode ?? 'post_paid',
      count: options.count ?? 1,
    });
    expect(reply.body.status, reply.body.reason).toBe(0);
    await (app.deps.compute as SimulatedCompute).idle();
    return { user, token, instanceId: reply.body.data.InstanceId };
  }

  /** The host's offer in the store, or undefined when the store does not show it. */
  async function storeOffer(hostId: number) {
    const reply = await app.call(storeEndpoints.gpuSelectorDetail, {});
    expect(reply.body.status, reply.body.reason).toBe(0);
    return reply.body.data.list.find((offer) => offer.HostId === hostId);
  }

  /** The audit rows of one object, newest first, as an admin reads them. */
  async function auditOf(objectType: string, objectId: number): Promise<AuditEntry[]> {
    const session = await staffToken(app, await createStaff(app, 'admin'));
    const reply = await app.call(opsEndpoints.auditList, {
      session,
      object_type: objectType,
      object_id: String(objectId),
    });
    expect(reply.body.status, reply.body.reason).toBe(0);
    return reply.body.data.data;
  }

  return { staffCaller, rentOn, storeOffer, auditOf };
}
