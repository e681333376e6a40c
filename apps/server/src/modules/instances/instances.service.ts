import type { InstanceRow } from '@gpucloud/contracts';
import { fenToYuan } from '@gpucloud/domain';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import type { AuthContext } from '../auth/sessions.service';
import { findInstance, type InstanceRecord, listInstances } from './instances.repository';
import { refundFailedRental } from './refund.service';

export async function listInstancesFor(
  deps: AppDeps,
  auth: AuthContext,
  query: {
    page: number;
    page_size: number;
    status?: InstanceRecord['status'];
    kind?: InstanceRecord['kind'];
  },
) {
  const { rows, total } = await listInstances(
    deps.db,
    auth,
    { status: query.status, kind: query.kind },
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
  );
  const data = rows.map(
    ({ instance, host, region, image, subAccountName }): InstanceRow => ({
      InstanceId: instance.id,
      Name: instance.name,
      Kind: instance.kind,
      Status: instance.status,
      GpuModel: host.gpuModel,
      GpuCount: instance.gpuCount,
      Region: region.nameEn,
      ImageName: image.shortDisplayName,
      BillingMode: instance.billingMode,
      HourlyCost: fenToYuan(instance.hourlyRate),
      ExpiresAt: instance.expiresAt?.toISOString() ?? null,
      Note: instance.note,
      SubAccountName: subAccountName,
      CreateAt: instance.createdAt.toISOString(),
    }),
  );
  return { data, total };
}

/** An instance the caller may act on: its own, or (for a main account) one of its sub-accounts'. */
export async function ownInstance(
  deps: AppDeps,
  auth: AuthContext,
  instanceId: number,
): Promise<InstanceRecord> {
  const instance = await findInstance(deps.db, instanceId);
  const owned =
    instance &&
    instance.userId === auth.userId &&
    (auth.subAccountId === null || instance.subAccountId === auth.subAccountId);
  if (!instance || !owned) throw refused('instance not found');
  return instance;
}

export async function requestErrorRefund(deps: AppDeps, auth: AuthContext, instanceId: number) {
  const instance = await ownInstance(deps, auth, instanceId);
  if (instance.status !== 'creating' && instance.status !== 'failed') {
    throw refused('only a machine that could not be created is refunded this way');
  }
  if (instance.status === 'creating' && instance.providerRef)
    throw refused('the machine is still being created');
  return { refunded: await refundFailedRental(deps, instance.id, 'refund requested') };
}

export async function getInstanceAccess(deps: AppDeps, auth: AuthContext, instanceId: number) {
  const instance = await ownInstance(deps, auth, instanceId);
  if (instance.status !== 'running' || !instance.providerRef) throw refused('the instance is not running');
  const access = await deps.compute.accessDetails(instance.providerRef);
  return {
    SshCommand: `ssh -p ${access.sshPort} ${access.username}@${access.sshHost}`,
    SshHost: access.sshHost,
    SshPort: access.sshPort,
    Username: access.username,
    Password: access.password,
    VncUrl: access.vncUrl,
  };
}
