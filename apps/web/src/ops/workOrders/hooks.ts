import { opsWorkOrderDeskRoutes } from '@gpucloud/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { useChangeThenRefresh } from '../hooks';
import { type DeskQuery, deskRequestOf } from './deskQuery';
import { workOrderKeys } from './keys';

const desk = opsWorkOrderDeskRoutes;
/** The queue and an open ticket are read again this often, so new tickets and replies show up. */
const DESK_REFRESH_MS = 60_000;

/** One page of the queue; the previous page stays on screen while the next one loads. */
export function useTicketList(query: DeskQuery) {
  return useQuery({
    queryKey: workOrderKeys.ticketList(query),
    queryFn: () => call(desk.tickets, deskRequestOf(query)),
    placeholderData: keepPreviousData,
    refetchInterval: DESK_REFRESH_MS,
  });
}

export function useTicket(id: number) {
  return useQuery({
    queryKey: workOrderKeys.ticket(id),
    queryFn: () => call(desk.ticket, { work_order_id: id }),
    enabled: Number.isSafeInteger(id) && id > 0,
    refetchInterval: DESK_REFRESH_MS,
  });
}

/** Who a ticket may be assigned to: changes rarely, so read once per visit. */
export function useSupportStaff(enabled: boolean) {
  return useQuery({
    queryKey: workOrderKeys.supportStaff(),
    queryFn: async () => (await call(desk.supportStaff)).staff,
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useCannedReplies() {
  return useQuery({
    queryKey: workOrderKeys.cannedReplies(),
    queryFn: async () => (await call(desk.cannedReplies)).replies,
  });
}

// A ticket's state, assignee and timer show in the queue too.
const tickets = [workOrderKeys.tickets()];

export function useAssignTicket() {
  return useChangeThenRefresh((input: CallInput<typeof desk.assign>) => call(desk.assign, input), tickets);
}

export function useReplyToTicket() {
  return useChangeThenRefresh((input: CallInput<typeof desk.reply>) => call(desk.reply, input), tickets);
}

export function useResolveTicket() {
  return useChangeThenRefresh((input: CallInput<typeof desk.resolve>) => call(desk.resolve, input), tickets);
}

const canned = [workOrderKeys.cannedReplies()];

export function useCreateCannedReply() {
  return useChangeThenRefresh(
    (input: CallInput<typeof desk.cannedReplyCreate>) => call(desk.cannedReplyCreate, input),
    canned,
  );
}

export function useEditCannedReply() {
  return useChangeThenRefresh(
    (input: CallInput<typeof desk.cannedReplyEdit>) => call(desk.cannedReplyEdit, input),
    canned,
  );
}

export function useDeleteCannedReply() {
  return useChangeThenRefresh((id: number) => call(desk.cannedReplyDelete, { id }), canned);
}
