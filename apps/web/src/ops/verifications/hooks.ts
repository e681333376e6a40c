import { opsVerificationRoutes } from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { useChangeThenRefresh } from '../hooks';
import { verificationKeys } from './keys';
import { type ReviewQuery, reviewRequestOf } from './reviewQuery';

const desk = opsVerificationRoutes;
/** New submissions show up in the queue within this time. */
const QUEUE_REFRESH_MS = 60_000;

/** One page of the queue; the previous page stays on screen while the next one loads. */
export function useVerificationList(query: ReviewQuery) {
  return useQuery({
    queryKey: verificationKeys.list(query),
    queryFn: () => call(desk.list, reviewRequestOf(query)),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

/** The signed file addresses of a record expire after 15 minutes: it is read again before they do. */
const RECORD_REFRESH_MS = 10 * 60_000;

/** One record, masked. */
export function useVerification(id: number) {
  return useQuery({
    queryKey: verificationKeys.one(id),
    queryFn: () => call(desk.detail, { verification_id: id }),
    enabled: Number.isSafeInteger(id) && id > 0,
    refetchInterval: RECORD_REFRESH_MS,
  });
}

/** The full personal data, read on request only: every read is written to the audit log. */
export function useRevealVerification() {
  return useMutation({ mutationFn: (id: number) => call(desk.reveal, { verification_id: id }) });
}

/** A decision changes the record and the queue (and its waiting count). */
export function useReviewVerification() {
  return useChangeThenRefresh(
    (input: CallInput<typeof desk.review>) => call(desk.review, input),
    [verificationKeys.all],
  );
}
