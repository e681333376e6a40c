import { billingRoutes } from '@gpucloud/contracts';
import type { CallInput } from '../../api/call';
import { downloadCsv } from './downloadCsv';
import type { TimeRange } from './hooks';

const endpoint = billingRoutes.exportRechargeOrders;

/** `/export_recharge_order`: the top-ups of the range as a CSV download. */
export function downloadRechargeOrders(
  filters: TimeRange & Pick<CallInput<typeof endpoint>, 'status'>,
): Promise<string> {
  return downloadCsv(endpoint, filters, 'recharge-orders.csv');
}
