import { opsPartnersRoutes } from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type CallData, type CallInput, call } from '../../api/call';
import { useChangeThenRefresh } from '../hooks';
import { type PartnerQuery, partnerDesk, type WithdrawalQuery, withdrawalDesk } from './deskQuery';
import { partnerDeskKeys } from './keys';

const desk = opsPartnersRoutes;
/** New applications and withdrawals show up within this time. */
const LIST_REFRESH_MS = 60_000;
const changed = [partnerDeskKeys.all];

/** One page of partners or applications; the previous page stays on screen while the next one loads. */
export function usePartnerList(query: PartnerQuery) {
  return useQuery({
    queryKey: partnerDeskKeys.partners(query),
    queryFn: () => call(desk.list, partnerDesk.requestOf(query)),
    placeholderData: keepPreviousData,
    refetchInterval: LIST_REFRESH_MS,
  });
}

/** One page of withdrawals, cards masked. */
export function useWithdrawalList(query: WithdrawalQuery) {
  return useQuery({
    queryKey: partnerDeskKeys.withdrawals(query),
    queryFn: () => call(desk.withdrawals, withdrawalDesk.requestOf(query)),
    placeholderData: keepPreviousData,
    refetchInterval: LIST_REFRESH_MS,
  });
}

/** Approves an application at a level, or refuses it with the reason the applicant reads. */
export function useDecidePartner() {
  return useChangeThenRefresh((input: CallInput<typeof desk.decide>) => call(desk.decide, input), changed);
}

export function useSetPartnerLevel() {
  return useChangeThenRefresh(
    (input: CallInput<typeof desk.setLevel>) => call(desk.setLevel, input),
    changed,
  );
}

/** Settles every earning older than the refund window now; its answer says what it settled. */
export function useRunSettlement() {
  return useChangeThenRefresh<void, CallData<typeof desk.settle>>(() => call(desk.settle), changed);
}

/** The full bank account of a withdrawal, read on request only: every read is written to the audit log. */
export function useRevealWithdrawalAccount() {
  return useMutation({
    mutationFn: (withdrawalId: number) => call(desk.revealAccount, { withdrawal_id: withdrawalId }),
  });
}

export function usePayWithdrawal() {
  return useChangeThenRefresh((input: CallInput<typeof desk.pay>) => call(desk.pay, input), changed);
}

/** Refusing gives the amount back to the partner's withdrawable earnings. */
export function useRefuseWithdrawal() {
  return useChangeThenRefresh((input: CallInput<typeof desk.refuse>) => call(desk.refuse, input), changed);
}
