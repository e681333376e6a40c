import { type InstanceKind, Reason } from '@gpucloud/contracts';
import {
  canDo,
  type Fen,
  fenToYuan,
  hourlyRateFen,
  type InstanceResources,
  type InstanceShape,
  listRateFen,
  nextState,
  pricedHostFor,
  RESIZE_LIMITS,
  type RepricePlan,
  RUNS_WITHOUT_GPUS_REFUSAL,
  repriceRemainder,
  resizeProblem,
  resourcesOf,
  runsWithoutGpus,
  STATUS_DETAILS,
  splitPayment,
  vipLevelFor,
} from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps, MachineDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { type ResourceStep, type SystemText, systemText } from '../../core/messaging/system-text';
import { newOrderNo } from '../../core/order-numbers';
import type { ResourceChange } from '../../providers/compute/compute-provider';
import { lockHost } from '../fleet';
import { recordKeySpend } from '../openApi';
import { assertOwned } from '../ownership';
import { charge, refund as giveBack, lockPayer, payableSplit } from '../wallet';
import {
  insertPeriod,
  periodsEndingAfter,
  recordEvent,
  remainingPeriods,
  shortenPeriod,
} from './history.repository';
import {
  type InstanceRecord,
  lockInstance,
  releaseGpus,
  reserveGpus,
  updateInstance,
} from './instances.repository';
import { extrasHeldOnHost, type HostRecord } from './resize.repository';
import { settleBeforeChange } from './run-minutes.service';

/** The resources a resize call sets, by the request's field. */
export type ResizeField = 'gpuCount' | 'cpuCores' | 'memoryGb' | 'bandwidthMbps';

/**
 * The calls that resize, each for the kinds it serves: GPUs of a stopped KVM or container
 * (/instance/upgrade_spec) or of a container while it runs (/elastic_upgrade_container_v2); CPU and
 * memory of a KVM (/update_vcpu, /update_memory) or a container (/update_container_cpu,
 * /update_container_memory); bandwidth of any.
 */
export const RESIZE_ROUTES = {
  upgradeSpec: {
    field: 'gpuCount',
    kinds: ['kvm', 'container'],
    wrongKind: 'a bare-metal machine keeps its GPUs',
    stoppedOnly: true,
  },
  elastic: {
    field: 'gpuCount',
    kinds: ['container'],
    wrongKind: 'only containers are upgraded elastically: use /api/instance/upgrade_spec',
    stoppedOnly: false,
  },
  vcpu: {
    field: 'cpuCores',
    kinds: ['kvm'],
    wrongKind: 'containers set their vCPUs with /api/update_container_cpu; bare metal keeps its own',
    stoppedOnly: false,
  },
  containerCpu: {
    field: 'cpuCores',
    kinds: ['container'],
    wrongKind: 'only containers: use /api/update_vcpu',
    stoppedOnly: false,
  },
  memory: {
    field: 'memoryGb',
    kinds: ['kvm'],
    wrongKind: 'containers set their memory with /api/update_container_memory; bare metal keeps its own',
    stoppedOnly: false,
  },
  containerMemory: {
    field: 'memoryGb',
    kinds: ['container'],
    wrongKind: 'only containers: use /api/update_memory',
    stoppedOnly: false,
  },
  bandwidth: {
    field: 'bandwidthMbps',
    kinds: ['kvm', 'container', 'bare_metal'],
    wrongKind: '',
    stoppedOnly: false,
  },
} satisfies Record<
  string,
  { field: ResizeField; kinds: readonly InstanceKind[]; wrongKind: string; stoppedOnly: boolean }
>;
export type ResizeRoute = keyof typeof RESIZE_ROUTES;

/** The request field each resource is named by, for refusals that name it. */
const REQUEST_FIELDS: Record<ResizeField, string> = {
  gpuCount: 'gpu_count',
  cpuCores: 'cpu_cores',
  memoryGb: 'memory_gb',
  bandwidthMbps: 'bandwidth_mbps',
};

export function shapeOf(instance: InstanceRecord): InstanceShape {
  return {
    gpuCount: instance.gpuCount,
    extraCpuCores: instance.extraCpuCores,
    extraMemoryGb: instance.extraMemoryGb,
    extraDiskGb: instance.extraDiskGb,
    bandwidthMbps: instance.bandwidthMbps,
  };
}

/** The shape an instance has once `field` is set to `value`; refuses a value outside what its host allows. */
function reshape(host: HostRecord, before: InstanceShape, field: ResizeField, value: number): InstanceShape {
  const name = REQUEST_FIELDS[field];
  if (field === 'gpuCount') {
    if (value > host.gpuCount) throw refused(`${name}: this host has ${host.gpuCount} GPUs`);
    return { ...before, gpuCount: value };
  }
  if (field === 'bandwidthMbps') {
    if (value > host.maxBandwidthMbps)
      throw refused(`${name}: this host allows at most ${host.maxBandwidthMbps} Mbps`);
    return { ...before, bandwidthMbps: value };
  }
  const share =
    field === 'cpuCores' ? host.cpuCoresPerGpu * before.gpuCount : host.memoryGbPerGpu * before.gpuCount;
  const most = field === 'cpuCores' ? RESIZE_LIMITS.maxExtraCpuCores : RESIZE_LIMITS.maxExtraMemoryGb;
  if (value < share) throw refused(`${name}: at least ${share}, the share of its GPUs`);
  if (value - share > most) throw refused(`${name}: at most ${share + most}`);
  return field === 'cpuCores'
    ? { ...before, extraCpuCores: value - share }
    : { ...before, extraMemoryGb: value - share };
}

const RESOURCE_OF: Record<ResizeField, keyof InstanceResources> = {
  gpuCount: 'gpuCount',
  cpuCores: 'cpuCores',
  memoryGb: 'memoryGb',
  bandwidthMbps: 'bandwidthMbps',
};

/** The resources that differ between two shapes of an instance on a host. */
function changedResources(host: HostRecord, before: InstanceShape, after: InstanceShape) {
  const a = resourcesOf(host, before);
  const b = resourcesOf(host, after);
  return (Object.keys(b) as Array<keyof InstanceResources>).filter((key) => a[key] !== b[key]);
}

/**
 * Refuses a shape its host has no room for: GPUs against the host's free ones (only when the
 * instance holds its GPUs: one that gave them back asks for them when it starts), added CPU and
 * memory against the spare pools less what the host's other instances hold.
 */
async function assertRoom(tx: Db, instance: InstanceRecord, host: HostRecord, after: InstanceShape) {
  const gpuDelta = after.gpuCount - instance.gpuCount;
  if (instance.holdsGpus && gpuDelta > 0 && host.gpuFree < gpuDelta) throw refused(Reason.NO_FREE_GPU);
  const growsCpu = after.extraCpuCores > instance.extraCpuCores;
  const growsMemory = after.extraMemoryGb > instance.extraMemoryGb;
  if (!growsCpu && !growsMemory) return;
  const held = await extrasHeldOnHost(tx, host.id, instance.id);
  if (growsCpu && held.cpuCores + after.extraCpuCores > host.spareCpuCores)
    throw refused(`cpu_cores: the host has ${Math.max(0, host.spareCpuCores - held.cpuCores)} spare vCPUs`);
  if (growsMemory && held.memoryGb + after.extraMemoryGb > host.spareMemoryGb)
    throw refused(
      `memory_gb: the host has ${Math.max(0, host.spareMemoryGb - held.memoryGb)} GB of spare memory`,
    );
}

interface Prepared {
  instance: InstanceRecord;
  host: HostRecord;
  after: InstanceShape;
  changed: Array<keyof InstanceResources>;
  rates: { beforeFen: Fen; afterFen: Fen };
  hourlyAfterFen: Fen;
  plan: RepricePlan | null;
  payer: { userId: number; subAccountId: number | null };
  payment: ReturnType<typeof splitPayment> | null;
  allowance: Awaited<ReturnType<typeof lockPayer>>['allowance'];
  /** The open-API key the change is made with: its charge counts toward the key's spend cap. */
  accessKeyId: number | undefined;
}

/**
 * Everything a resize decides, under the locks it takes in the one order every movement takes them:
 * the instance, the payer's wallet, then the host. A quote stops here; the change goes on.
 */
async function prepare(
  tx: Db,
  auth: AuthContext,
  input: { instanceId: number; field: ResizeField; value: number },
  now: Date,
  route: ResizeRoute | null,
): Promise<Prepared> {
  const instance = assertOwned(auth, await lockInstance(tx, input.instanceId));
  if (route) {
    const rule = RESIZE_ROUTES[route];
    if (!(rule.kinds as readonly InstanceKind[]).includes(instance.kind)) throw refused(rule.wrongKind);
    if (rule.stoppedOnly && instance.status !== 'stopped')
      throw refused(
        instance.kind === 'container'
          ? 'stop the instance first, or upgrade a running container with /api/elastic_upgrade_container_v2'
          : 'stop the instance first',
      );
  }
  if (!canDo(instance.status, 'resize')) throw refused('only a running or stopped instance is resized');
  if (runsWithoutGpus(instance)) throw refused(RUNS_WITHOUT_GPUS_REFUSAL);
  const payer = { userId: auth.userId, subAccountId: auth.subAccountId };
  const { wallet, forPayment, allowance } = await lockPayer(tx, payer);
  // Resizes on one host queue on its row, so its free GPUs and spare pools are never oversold.
  const host = await lockHost(tx, instance.hostId);
  if (!host) throw refused('this host is not available');
  const before = shapeOf(instance);
  const after = reshape(host, before, input.field, input.value);
  const changed = changedResources(host, before, after);
  if (!changed.includes(RESOURCE_OF[input.field]))
    throw refused(`${REQUEST_FIELDS[input.field]}: the instance has that already`);
  const problem = resizeProblem(
    instance.kind,
    instance.status === 'running' ? 'running' : 'stopped',
    changed,
  );
  if (problem) throw refused(problem);
  await assertRoom(tx, instance, host, after);
  const rates = { beforeFen: listRateFen(host, before), afterFen: listRateFen(host, after) };
  const prepaid =
    instance.billingMode !== 'post_paid' && instance.expiresAt !== null && instance.expiresAt > now;
  const plan = prepaid ? await repriceFor(tx, instance, now, rates) : null;
  const payment = plan && plan.chargeFen > 0 ? splitPayment(plan.chargeFen, forPayment) : null;
  const hourlyAfterFen = hourlyRateFen(
    pricedHostFor(host, instance),
    after,
    vipLevelFor(wallet.accumulatedMoney),
  );
  return {
    instance,
    host,
    after,
    changed,
    rates,
    hourlyAfterFen,
    plan,
    payer,
    payment,
    allowance,
    accessKeyId: auth.accessKey?.id,
  };
}

async function repriceFor(
  tx: Db,
  instance: InstanceRecord,
  now: Date,
  rates: { beforeFen: Fen; afterFen: Fen },
) {
  return repriceRemainder(await remainingPeriods(tx, instance.id, now), now.getTime(), rates);
}

function quoteOf(prepared: Prepared) {
  const { plan, payment, instance } = prepared;
  const paid = payment?.ok ? payment : { fromVouchersFen: 0, fromBalanceFen: 0, fromCreditFen: 0 };
  const chargeFen = plan?.chargeFen ?? 0;
  const subShortFen = prepared.allowance
    ? Math.max(0, chargeFen - Math.max(0, prepared.allowance.limitFen - prepared.allowance.usedFen))
    : 0;
  const shortFen = payment && !payment.ok ? payment.shortFen : subShortFen;
  const hourlyBefore = instance.billingMode === 'post_paid' ? instance.hourlyRate : prepared.rates.beforeFen;
  const hourlyAfter =
    instance.billingMode === 'post_paid' ? prepared.hourlyAfterFen : prepared.rates.afterFen;
  return {
    BillingMode: instance.billingMode,
    Hours: plan?.hours ?? 0,
    HourlyBefore: fenToYuan(hourlyBefore),
    HourlyAfter: fenToYuan(hourlyAfter),
    Charge: fenToYuan(chargeFen),
    Refund: fenToYuan(plan?.refundFen ?? 0),
    RefundToVouchers: fenToYuan(plan?.refundToVouchersFen ?? 0),
    FromVouchers: fenToYuan(paid.fromVouchersFen),
    FromBalance: fenToYuan(paid.fromBalanceFen),
    FromCredit: fenToYuan(paid.fromCreditFen),
    Payable: shortFen === 0,
    Short: fenToYuan(shortFen),
  };
}

/** The price of a resize, as the change would take it (any route of the field prices it). */
export async function quoteResize(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { instanceId: number; field: ResizeField; value: number },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => quoteOf(await prepare(tx, auth, input, now, null)));
}

/**
 * Writes the re-priced periods: each is cut where its unused hours begin, and the unused part is a
 * period of its own at the new price (the charge's order, or the period's own when money went back).
 * A charge's voucher part is spread over the new parts, each within its amount.
 */
async function rewritePeriods(
  tx: Db,
  instanceId: number,
  plan: RepricePlan,
  orderNo: string,
  chargedVouchersFen: Fen,
) {
  const periods = await periodsEndingAfter(tx, instanceId, new Date(0));
  const byId = new Map(periods.map((p) => [p.id, p]));
  let vouchersLeft = chargedVouchersFen;
  for (const cut of plan.periods) {
    const period = byId.get(cut.id);
    if (!period) continue;
    const grown = Math.max(0, cut.amountFen - cut.vouchersFen);
    const extraVouchers = Math.min(vouchersLeft, grown);
    vouchersLeft -= extraVouchers;
    const unused = {
      amount: cut.amountFen,
      vouchers: cut.vouchersFen + extraVouchers,
      orderNo: plan.chargeFen > 0 ? orderNo : period.orderNo,
    };
    if (cut.cutAtMs <= period.startsAt.getTime()) {
      // The whole period is still to come: it is re-priced in place.
      await shortenPeriod(tx, period.id, {
        endsAt: period.endsAt,
        amount: unused.amount,
        vouchers: unused.vouchers,
      });
      continue;
    }
    const cutAt = new Date(cut.cutAtMs);
    await shortenPeriod(tx, period.id, { endsAt: cutAt, amount: cut.usedFen, vouchers: cut.usedVouchersFen });
    await insertPeriod(tx, {
      instanceId,
      orderNo: unused.orderNo,
      startsAt: cutAt,
      endsAt: period.endsAt,
      amount: unused.amount,
      vouchers: unused.vouchers,
    });
  }
}

/** Moves the money a re-pricing decided: the charge through the wallet's owner of movements, or the refund. */
async function settle(tx: Db, prepared: Prepared, now: Date): Promise<string> {
  const { plan, instance, host } = prepared;
  if (!plan) return '';
  const gpuDelta = prepared.after.gpuCount - instance.gpuCount;
  let orderNo = '';
  let chargedVouchersFen = 0;
  if (plan.chargeFen > 0) {
    const split = payableSplit(plan.chargeFen, prepared.payment, prepared.allowance);
    orderNo = newOrderNo('P', now);
    // Placed with an open-API key: the charge counts toward the key's monthly spend cap, or is refused.
    if (prepared.accessKeyId !== undefined)
      await recordKeySpend(tx, prepared.accessKeyId, { orderNo, amountFen: plan.chargeFen, now });
    await charge(tx, prepared.payer, split, {
      order: {
        orderNo,
        kind: 'instance_upgrade',
        title: systemText('order.resize', { name: instance.name, changes: stepsOf(prepared) }),
      },
      kind: 'upgrade',
      now,
      machine: { hostId: host.id, gpuHours: plan.hours * Math.max(0, gpuDelta) },
    });
    chargedVouchersFen = split.fromVouchersFen;
  }
  if (plan.refundFen > 0) {
    await giveBack(
      tx,
      { userId: instance.userId, subAccountId: instance.subAccountId },
      { vouchersFen: plan.refundToVouchersFen, balanceFen: plan.refundFen - plan.refundToVouchersFen },
      {
        refType: 'instance',
        refId: instance.name,
        note: systemText('ledger.resized', { changes: stepsOf(prepared) }),
        now,
        machine: { hostId: host.id, gpuHours: -plan.hours * Math.max(0, -gpuDelta) },
      },
    );
  }
  await rewritePeriods(tx, instance.id, plan, orderNo, chargedVouchersFen);
  return orderNo;
}

/** The resources a resize changes, before and after, for its order title and ledger note. */
function stepsOf(prepared: Prepared): ResourceStep[] {
  const before = resourcesOf(prepared.host, shapeOf(prepared.instance));
  const after = resourcesOf(prepared.host, prepared.after);
  return prepared.changed.map((resource) => ({ resource, before: before[resource], after: after[resource] }));
}

/** The history event of a resize: what changed, and what it charged or refunded. */
function resizeEventOf(prepared: Prepared): SystemText {
  const changes = stepsOf(prepared);
  const plan = prepared.plan;
  if (!plan) return systemText('event.resized', { changes });
  return plan.chargeFen > 0
    ? systemText('event.resized_charged', { changes, amount: plan.chargeFen })
    : systemText('event.resized_refunded', { changes, amount: plan.refundFen });
}

/** What the provider is told: the changed resources at their new totals. */
function resourceChange(prepared: Prepared): ResourceChange {
  const after = resourcesOf(prepared.host, prepared.after);
  return Object.fromEntries(prepared.changed.map((key) => [key, after[key]]));
}

/**
 * Resizes an instance in one transaction: the host's room taken or given back, the prepaid time
 * left re-priced (charged or refunded), the new hourly price, the event; then the machine is told.
 * A running container that changes its GPUs restarts (its container is recreated with its disk).
 */
export async function resizeInstance(
  deps: MachineDeps,
  auth: AuthContext,
  input: { instanceId: number; field: ResizeField; value: number },
  route: ResizeRoute,
) {
  const now = deps.clock.now();
  const done = await deps.db.transaction(async (tx) => {
    const prepared = await prepare(tx, auth, input, now, route);
    const { instance, after } = prepared;
    // Pay-as-you-go minutes so far are charged at the rate they ran at (issue 44).
    await settleBeforeChange(tx, instance, now);
    const gpuDelta = after.gpuCount - instance.gpuCount;
    if (instance.holdsGpus && gpuDelta > 0 && !(await reserveGpus(tx, instance.hostId, gpuDelta)))
      throw refused(Reason.NO_FREE_GPU);
    if (instance.holdsGpus && gpuDelta < 0) await releaseGpus(tx, instance.hostId, -gpuDelta);
    const orderNo = await settle(tx, prepared, now);
    const restarts = instance.status === 'running' && gpuDelta !== 0;
    const updated = await updateInstance(tx, instance.id, {
      gpuCount: after.gpuCount,
      extraCpuCores: after.extraCpuCores,
      extraMemoryGb: after.extraMemoryGb,
      bandwidthMbps: after.bandwidthMbps,
      hourlyRate: prepared.hourlyAfterFen,
      ...(restarts
        ? {
            status: nextState(instance.status, 'restart') ?? instance.status,
            statusDetail: STATUS_DETAILS.resize,
          }
        : {}),
    });
    await recordEvent(tx, instance.id, 'resized', resizeEventOf(prepared), now);
    return { quote: quoteOf(prepared), updated, orderNo, change: resourceChange(prepared) };
  });
  if (done.updated.providerRef) {
    try {
      await deps.compute.resize(done.updated.providerRef, done.change);
    } catch (error) {
      // The books hold the new shape (and a restarting container is re-driven by the reconciler);
      // a machine that did not take it is for the fleet staff, who see this in the log.
      deps.log.error({ err: error, instanceId: done.updated.id }, 'resize not applied by the provider');
    }
  }
  return { ...done.quote, Status: done.updated.status, OrderNo: done.orderNo };
}
