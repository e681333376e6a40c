import { reservationsRoutes as api } from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallData, type CallInput, call } from '../../api/call';
import { hasSession } from '../../shared/session';

export type ShowList = CallData<typeof api.showList>;
export type ReservationList = CallData<typeof api.list>;
export type QuoteInput = CallInput<typeof api.quote>;

/** Query keys of reservations, shared by the page, the store section and the invalidations. */
export const reservationKeys = {
  all: ['reservations'] as const,
  showList: () => [...reservationKeys.all, 'showList'] as const,
  list: (page: number) => [...reservationKeys.all, 'list', page] as const,
  quote: (input: QuoteInput) => [...reservationKeys.all, 'quote', input] as const,
};

/** The public bare-metal configurations, with what is reservable tomorrow. */
export function useBareMetalShowList() {
  return useQuery({ queryKey: reservationKeys.showList(), queryFn: () => call(api.showList, {}) });
}

/** The caller's reservations, a page at a time. */
export function useReservations(page: number, pageSize: number) {
  return useQuery({
    queryKey: reservationKeys.list(page),
    queryFn: () => call(api.list, { page, page_size: pageSize }),
    placeholderData: keepPreviousData,
    enabled: hasSession(),
  });
}

/** The deposit of a range; quotes are never cached, so the dialog always shows today's. */
export function useReservationQuote(input: QuoteInput | null) {
  return useQuery({
    queryKey: input ? reservationKeys.quote(input) : [...reservationKeys.all, 'quote', 'none'],
    queryFn: () => call(api.quote, input as QuoteInput),
    enabled: input !== null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

export function useAddReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof api.add>) => call(api.add, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}

export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reservationId: number) => call(api.cancel, { reservation_id: reservationId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}
