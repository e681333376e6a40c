import { opsRefundsRoutes, type RefundTopUpRequest, type TopUpRefundListRequest } from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { opsKeys } from '../keys';
import { userKeys } from '../users/hooks';

/** The refunds list's filters and page as the request sends them (without the session). */
export type RefundQuery = Pick<TopUpRefundListRequest, 'status' | 'page'>;

/** Query keys of top-up refunds, under the console's root (logout removes them all). */
export const refundKeys = {
  all: () => [...opsKeys.all, 'refunds'] as const,
  list: (query: RefundQuery) => [...refundKeys.all(), 'list', query] as const,
  topUps: (userId: number, page: number) => [...refundKeys.all(), 'topUps', userId, page] as const,
};

/** What the refund form sends: the amount as typed (the server reads yuan text exactly), no session. */
export type RefundInput = Omit<RefundTopUpRequest, 'session' | 'amount'> & { amount: string };

export const TOP_UPS_PAGE_SIZE = 10;
export const REFUNDS_PAGE_SIZE = 20;

/** One page of an account's paid top-ups with what is left to refund of each, and its balance. */
export function useRefundableTopUps(userId: number, page: number) {
  return useQuery({
    queryKey: refundKeys.topUps(userId, page),
    queryFn: () =>
      call(opsRefundsRoutes.refundableTopUps, { user_id: userId, page, page_size: TOP_UPS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useTopUpRefunds(query: RefundQuery) {
  return useQuery({
    queryKey: refundKeys.list(query),
    queryFn: () => call(opsRefundsRoutes.list, { ...query, page_size: REFUNDS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** A refund moves the account's balance and adds to the lists: both are read again. */
export function useRefundTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundInput) => call(opsRefundsRoutes.refund, input),
    onSuccess: (refund) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: refundKeys.all() }),
        queryClient.invalidateQueries({ queryKey: userKeys.user(refund.UserId) }),
      ]),
  });
}
