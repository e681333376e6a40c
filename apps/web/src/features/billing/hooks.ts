import {
  type BalanceChange,
  billingRoutes,
  costReportsRoutes,
  type LedgerKind,
  walletRoutes,
} from '@gpucloud/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import type { TimeRange } from '../../shared/dates/dayRange';
import { hasSession } from '../../shared/session';

export type { TimeRange };

export interface OrderQuery extends TimeRange {
  page: number;
  page_size: number;
  type?: 'top_up' | 'purchase';
  status?: 0 | 1 | 2;
}

/** Which cost list: KVM and container instances, or bare metal. */
export type CostMachines = 'instances' | 'bareMetal';

export interface CostQuery extends TimeRange {
  page: number;
  page_size: number;
  gpu_model?: string;
}

export interface LedgerQuery extends TimeRange {
  page: number;
  page_size: number;
  kind?: LedgerKind;
  pocket?: 'balance' | 'vouchers';
}

/** Query keys of the billing feature; wallet invalidates `['billing']` whenever money moves. */
export const billingKeys = {
  all: ['billing'] as const,
  orders: (query: OrderQuery) => [...billingKeys.all, 'orders', query] as const,
  ledger: (query: LedgerQuery) => [...billingKeys.all, 'ledger', query] as const,
  spend: (range: TimeRange) => [...billingKeys.all, 'spend', range] as const,
  costs: (machines: CostMachines, query: CostQuery) =>
    [...billingKeys.all, 'costs', machines, query] as const,
  instanceCost: (instanceId: number) => [...billingKeys.all, 'instanceCost', instanceId] as const,
  gpuModels: () => [...billingKeys.all, 'gpuModels'] as const,
};

/** Drops the unset filters, so the request carries only what the person chose. */
function defined<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export function useOrders(query: OrderQuery) {
  return useQuery({
    queryKey: billingKeys.orders(query),
    queryFn: () => call(billingRoutes.orders, defined(query)),
    enabled: hasSession(),
    placeholderData: keepPreviousData,
  });
}

export function useBalanceChanges(query: LedgerQuery) {
  return useQuery({
    queryKey: billingKeys.ledger(query),
    queryFn: () => call(walletRoutes.balanceChangeList, defined(query)),
    enabled: hasSession(),
    placeholderData: keepPreviousData,
  });
}

/** The most movements the spend chart reads (pages of 100); a busier range shows a note. */
export const SPEND_CHART_MAX_PAGES = 20;

/** Every movement of both pockets in the range, for the daily spend chart. */
export function useSpendMovements(range: TimeRange) {
  return useQuery({
    queryKey: billingKeys.spend(range),
    queryFn: async () => {
      const rows: BalanceChange[] = [];
      let total = 0;
      for (let page = 1; page <= SPEND_CHART_MAX_PAGES; page += 1) {
        const answer = await call(
          walletRoutes.balanceChangeList,
          defined({ page, page_size: 100, ...range }),
        );
        rows.push(...answer.data);
        total = answer.total;
        if (rows.length >= total || answer.data.length === 0) break;
      }
      return { rows, complete: rows.length >= total };
    },
    enabled: hasSession(),
    placeholderData: keepPreviousData,
  });
}

/** The cost list routes and their CSV exports, by the machines they list. */
export const COST_ROUTES = {
  instances: { list: costReportsRoutes.instanceCostList, export: costReportsRoutes.exportInstanceCostList },
  bareMetal: { list: costReportsRoutes.bareMetalCostList, export: costReportsRoutes.exportBareMetalCostList },
} as const;

/** One page of the daily cost list, with the totals and days of the whole filtered list. */
export function useCostList(machines: CostMachines, query: CostQuery) {
  return useQuery({
    queryKey: billingKeys.costs(machines, query),
    queryFn: () => call(COST_ROUTES[machines].list, defined(query)),
    enabled: hasSession(),
    placeholderData: keepPreviousData,
  });
}

/** What one instance has cost so far; null asks for nothing (no instance chosen). */
export function useInstanceCost(instanceId: number | null) {
  return useQuery({
    queryKey: billingKeys.instanceCost(instanceId ?? 0),
    queryFn: () => call(costReportsRoutes.instanceCostInfo, { instance_id: instanceId ?? 0 }),
    enabled: hasSession() && instanceId !== null,
  });
}

/** GPU models change with the fleet, rarely: kept for a few minutes. */
const GPU_MODELS_STALE_MS = 5 * 60_000;

export function useGpuModels() {
  return useQuery({
    queryKey: billingKeys.gpuModels(),
    queryFn: () => call(costReportsRoutes.allGpuInfo),
    staleTime: GPU_MODELS_STALE_MS,
  });
}
