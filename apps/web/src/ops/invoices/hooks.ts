import { invoicesRoutes } from '@gpucloud/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { useChangeThenRefresh } from '../hooks';
import { type DeskQuery, deskRequestOf } from './deskQuery';
import { invoiceDeskKeys } from './keys';

const desk = invoicesRoutes;
/** New applications show up within this time; also well inside the 15 minutes a PDF address lasts. */
const LIST_REFRESH_MS = 60_000;

/** One page of applications; the previous page stays on screen while the next one loads. */
export function useInvoiceDesk(query: DeskQuery) {
  return useQuery({
    queryKey: invoiceDeskKeys.list(query),
    queryFn: () => call(desk.opsList, deskRequestOf(query)),
    placeholderData: keepPreviousData,
    refetchInterval: LIST_REFRESH_MS,
  });
}

/** Every decision changes the lists and the waiting count. */
export function useIssueInvoice() {
  return useChangeThenRefresh(
    (recordId: number) => call(desk.opsIssue, { record_id: recordId }),
    [invoiceDeskKeys.all],
  );
}

export type Decision = 'refuse' | 'reverse';

/** Refuses an applied invoice or reverses an issued one, with the reason the customer reads. */
export function useDecideAgainst(decision: Decision) {
  const route = decision === 'refuse' ? desk.opsRefuse : desk.opsReverse;
  return useChangeThenRefresh(
    (input: CallInput<typeof desk.opsRefuse>) => call(route, input),
    [invoiceDeskKeys.all],
  );
}
