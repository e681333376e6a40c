import { opsReservationsRoutes as desk } from '@gpucloud/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { useChangeThenRefresh } from '../hooks';

export type DeskInput = CallInput<typeof desk.list>;

export const reservationDeskKeys = {
  all: ['ops', 'reservations'] as const,
  list: (input: DeskInput) => [...reservationDeskKeys.all, 'list', input] as const,
  freeHosts: (id: number) => [...reservationDeskKeys.all, 'freeHosts', id] as const,
};

export function useReservationDesk(input: DeskInput) {
  return useQuery({
    queryKey: reservationDeskKeys.list(input),
    queryFn: () => call(desk.list, input),
    placeholderData: keepPreviousData,
  });
}

export function useFreeHosts(reservationId: number) {
  return useQuery({
    queryKey: reservationDeskKeys.freeHosts(reservationId),
    queryFn: () => call(desk.freeHosts, { reservation_id: reservationId }),
    staleTime: 0,
  });
}

export function useConfirmReservation() {
  return useChangeThenRefresh(
    (reservationId: number) => call(desk.confirm, { reservation_id: reservationId }),
    [reservationDeskKeys.all],
  );
}

export function useRefuseReservation() {
  return useChangeThenRefresh(
    (input: CallInput<typeof desk.refuse>) => call(desk.refuse, input),
    [reservationDeskKeys.all],
  );
}

export function useDeliverReservation() {
  return useChangeThenRefresh(
    (input: CallInput<typeof desk.deliver>) => call(desk.deliver, input),
    [reservationDeskKeys.all],
  );
}
