import { authEndpoints, Reason } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildSubAccount, buildUser, loginAs, sessionTokenOf } from '../../testing/builders';
import { buildFleet } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { verificationClient } from '../../testing/verification';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { REQUIRE_REAL_NAME: '1' } });
});
afterAll(async () => {
  await (app.deps.compute as SimulatedCompute).idle();
  await app.close();
});

describe('REQUIRE_REAL_NAME=1', () => {
  it('refuses renting until the main account has passed a verification, for its sub-accounts too', async () => {
    const fleet = await buildFleet(app);
    const host = await fleet.newHost({ gpuCount: 8, gpuFree: 8 });
    const user = await buildUser(app, { balanceFen: 1_000_000 });
    const { token } = await loginAs(app, user);
    const sub = await buildSubAccount(app, user.id, { moneyLimitFen: 500_000 });
    const subToken = sessionTokenOf(
      (
        await app.call(authEndpoints.subAccountLogin, {
          username: sub.username,
          password: sub.password,
        })
      ).body.data,
    );
    const rent = (session: string) =>
      app.post('/instance/create', {
        session,
        host_id: host.id,
        gpu_count: 1,
        image_id: fleet.imageId,
        mode: 'post_paid',
        count: 1,
      });
    for (const session of [token, subToken]) {
      const refused = await rent(session);
      expect(refused.body).toMatchObject({ status: 1, reason: Reason.REAL_NAME_REQUIRED });
    }
    expect((await verificationClient(app, token).verifyPersonally()).body.status).toBe(0);
    expect((await rent(token)).body.status).toBe(0);
    expect((await rent(subToken)).body.status).toBe(0);
  });
});
