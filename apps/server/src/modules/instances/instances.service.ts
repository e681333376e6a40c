import { DEFAULT_LANGUAGE, type InstanceRow, type Language } from '@gpucloud/contracts';
import {
  BILLABLE_STATES,
  canDo,
  fenToYuan,
  isTransitional,
  nextHourStartMs,
  noGpuStartProblem,
  ownerDetail,
  resourcesOf,
  SHUT_DOWN_STATES,
  TRANSITIONAL_RECOVERY,
} from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import { DAY_MS } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { storedText } from '../notifications';
import { ownInstance } from '../ownership';
import { listEvents } from './history.repository';
import { type InstanceRecord, listInstances } from './instances.repository';
import { failTransition } from './transition-failure.service';

/** A running pay-as-you-go instance is charged at the start of each hour since it was created. */
export function nextChargeAt(instance: InstanceRecord, now: Date): Date | null {
  if (instance.billingMode !== 'post_paid' || !BILLABLE_STATES.includes(instance.status)) return null;
  return new Date(nextHourStartMs(instance.createdAt.getTime(), now.getTime()));
}

/** A shut-down instance keeps its disk for the retention days from when it stopped or its period ended. */
export function releaseAt(instance: InstanceRecord, retentionDays: number): Date | null {
  if (!SHUT_DOWN_STATES.includes(instance.status) || !instance.stoppedAt) return null;
  const from = Math.max(instance.stoppedAt.getTime(), instance.expiresAt?.getTime() ?? 0);
  return new Date(from + retentionDays * DAY_MS);
}

type ListedInstance = Awaited<ReturnType<typeof listInstances>>['rows'][number];

/** The machine an instance is: its GPUs' share of the host and what it added (issue 17). */
function resourcesAnswer(host: ListedInstance['host'], instance: InstanceRecord) {
  const resources = resourcesOf(host, instance);
  return {
    CpuCores: resources.cpuCores,
    MemoryGb: resources.memoryGb,
    DataDiskGb: resources.dataDiskGb,
    BandwidthMbps: resources.bandwidthMbps,
  };
}

/**
 * Who reads an instance: its owner reads a machine failure as a code (translated on the web);
 * staff also read the engine's own words after it (machine-notes.ts).
 */
export type InstanceReader = 'owner' | 'staff';

function rowOf(
  deps: Pick<AppDeps, 'config' | 'compute'>,
  listed: ListedInstance,
  now: Date,
  reader: InstanceReader,
  language: Language,
): InstanceRow {
  const { instance, host, region, image, subAccountName } = listed;
  return {
    InstanceId: instance.id,
    Name: instance.name,
    Kind: instance.kind,
    Status: instance.status,
    StatusDetail: reader === 'staff' ? instance.statusDetail : ownerDetail(instance.statusDetail),
    HostId: host.id,
    System: image.system,
    GpuModel: host.gpuModel,
    GpuCount: instance.gpuCount,
    ...resourcesAnswer(host, instance),
    // A region has a name in each language; the reader gets theirs.
    Region: language === 'zh-CN' ? region.name : region.nameEn,
    ImageName: instance.customImageName ?? image.shortDisplayName,
    BillingMode: instance.billingMode,
    HourlyCost: fenToYuan(instance.hourlyRate),
    ExpiresAt: instance.expiresAt?.toISOString() ?? null,
    NextChargeAt: nextChargeAt(instance, now)?.toISOString() ?? null,
    ReleaseAt: releaseAt(instance, deps.config.compute.diskRetentionDays)?.toISOString() ?? null,
    HoldsGpus: instance.holdsGpus,
    Interruptible: instance.interruptible,
    GpuMode: instance.gpuMode,
    NoGpuHourlyCost: noGpuHourlyCost(instance, host),
    Note: instance.note,
    SubAccountName: subAccountName,
    CreateAt: instance.createdAt.toISOString(),
    HostUnreachableSince: host.engineLostAt?.toISOString() ?? null,
    // Only the provider knows which of its machines are simulated (the console labels those).
    Simulated: deps.compute.isSimulated({ ref: instance.providerRef, kind: instance.kind }),
  };
}

/** What an hour without GPUs costs it: its rate while in no-GPU mode, else the host's price where it may start so. */
function noGpuHourlyCost(instance: ListedInstance['instance'], host: ListedInstance['host']): number | null {
  if (instance.gpuMode === 'none' && instance.noGpuHourlyRate !== null)
    return fenToYuan(instance.noGpuHourlyRate);
  const problem = noGpuStartProblem({ ...instance, noGpuPricePerHour: host.noGpuPricePerHour });
  return problem || host.noGpuPricePerHour === null ? null : fenToYuan(host.noGpuPricePerHour);
}

export async function listInstancesFor(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'compute'>,
  auth: AuthContext,
  query: {
    page: number;
    page_size: number;
    status?: InstanceRecord['status'];
    kind?: InstanceRecord['kind'];
    subAccounts?: number | 'any';
    /** Staff: these states, released ones included. */
    states?: readonly InstanceRecord['status'][];
    /** The reader's language (region names). */
    language?: Language;
  },
  reader: InstanceReader = 'owner',
) {
  const { rows, total } = await listInstances(
    deps.db,
    auth,
    { status: query.status, kind: query.kind, subAccounts: query.subAccounts, states: query.states },
    { page: query.page, pageSize: query.page_size },
  );
  const now = deps.clock.now();
  return {
    data: rows.map((listed) => rowOf(deps, listed, now, reader, query.language ?? DEFAULT_LANGUAGE)),
    total,
  };
}

/** One of the caller's instances as the list shows it, in any state (a released one too), with its order. */
export async function getInstanceRowFor(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'compute'>,
  auth: AuthContext,
  instanceId: number,
  language: Language = DEFAULT_LANGUAGE,
) {
  const { rows } = await listInstances(deps.db, auth, { instanceId }, { page: 1, pageSize: 1 });
  const [listed] = rows;
  if (!listed) throw refused('instance not found');
  return { row: rowOf(deps, listed, deps.clock.now(), 'owner', language), orderNo: listed.instance.orderNo };
}

/** When the reconciler gives up a create and refunds it (TRANSITIONAL_RECOVERY, or the configured override). */
function createDeadline(deps: Pick<AppDeps, 'config'>, instance: InstanceRecord): Date {
  const seconds =
    deps.config.compute.transitionDeadlineSeconds || TRANSITIONAL_RECOVERY.creating.deadlineSeconds;
  return instance.reconcileDeadline ?? new Date(instance.createdAt.getTime() + seconds * 1000);
}

/**
 * The owner's refund of a machine never created: refused while the create may still finish (the
 * reconciler refunds it by its deadline, and the refusal says when); a failed create was already
 * refunded, and answers `refunded: false` (the instance list says what happened).
 */
export async function requestErrorRefund(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log'>,
  auth: AuthContext,
  instanceId: number,
) {
  const instance = await ownInstance(deps, auth, instanceId);
  if (!canDo(instance.status, 'errorRefund')) {
    throw refused('only a machine that could not be created is refunded this way');
  }
  if (isTransitional(instance.status)) {
    const by = createDeadline(deps, instance).toISOString().slice(0, 16).replace('T', ' ');
    throw refused(
      `the machine is still being created: if it is not running by ${by} UTC, it is refunded automatically`,
    );
  }
  return { refunded: (await failTransition(deps, instance.id, { cause: 'owner' })) !== null };
}

/** An instance's history, newest first, the details the system composed in the reader's language. */
export async function instanceLog(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  query: { instance_id: number; page: number; page_size: number },
  language: Language,
) {
  const instance = await ownInstance(deps, auth, query.instance_id);
  const { rows, total } = await listEvents(deps.db, instance.id, {
    page: query.page,
    pageSize: query.page_size,
  });
  return {
    data: rows.map((row) => ({
      CreateAt: row.createdAt.toISOString(),
      Event: row.event,
      Detail: row.detailCode
        ? storedText(language, row.detailCode, row.detailParams, row.detail)
        : ownerDetail(row.detail),
    })),
    total,
  };
}
