import { type AdjustMoneyRequest, opsMoneyRoutes } from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { opsKeys } from '../keys';
import { userKeys } from '../users/hooks';

/** Query keys of adjustments, under the console's root (logout removes them all). */
export const adjustmentKeys = {
  all: () => [...opsKeys.all, 'adjustments'] as const,
  pending: (page: number) => [...adjustmentKeys.all(), 'pending', page] as const,
};

/** What the form sends: the amount as typed (the server reads yuan text exactly), no session. */
export type AdjustInput = Omit<AdjustMoneyRequest, 'session' | 'amount'> & { amount: string };

export function usePendingAdjustments(page: number) {
  return useQuery({
    queryKey: adjustmentKeys.pending(page),
    queryFn: () => call(opsMoneyRoutes.list, { status: 'pending', page, page_size: 20 }),
    placeholderData: keepPreviousData,
  });
}

/** The threshold above which an adjustment waits, as the server is configured. */
export function useApprovalThreshold() {
  return useQuery({
    queryKey: [...adjustmentKeys.all(), 'threshold'],
    queryFn: async () => (await call(opsMoneyRoutes.list, { page_size: 1 })).ApprovalThreshold,
    staleTime: 5 * 60_000,
  });
}

/** An adjustment moves an account's wallet and adds to the lists: both are read again. */
function useMoneyChange<Input>(
  send: (input: Input) => ReturnType<typeof call<typeof opsMoneyRoutes.adjust>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (adjustment) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adjustmentKeys.all() }),
        queryClient.invalidateQueries({ queryKey: userKeys.user(adjustment.UserId) }),
      ]),
  });
}

export function useAdjustMoney() {
  return useMoneyChange((input: AdjustInput) => call(opsMoneyRoutes.adjust, input));
}

export function useApproveAdjustment() {
  return useMoneyChange((input: { adjustment_id: number; note?: string }) =>
    call(opsMoneyRoutes.approve, input),
  );
}

export function useRejectAdjustment() {
  return useMoneyChange((input: { adjustment_id: number; note: string }) =>
    call(opsMoneyRoutes.reject, input),
  );
}
