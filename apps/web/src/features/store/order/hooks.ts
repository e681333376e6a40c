import { couponsRoutes, instancesRoutes, type RentalRequest, storeRoutes } from '@gpucloud/contracts';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { couponKeys } from '../../../shared/queries/coupons';
import { storeKeys } from '../hooks';

/** Query keys of the order page and the KVM board, under the store's keys. */
export const orderKeys = {
  specifications: (hostId: number) => [...storeKeys.all, 'specifications', hostId] as const,
  kvmBoard: () => [...storeKeys.all, 'kvmBoard'] as const,
};

/** `/store/get_instance_specifications`: the host, what each GPU count gives, and the images it runs. */
export function instanceSpecificationsQuery(hostId: number) {
  return queryOptions({
    queryKey: orderKeys.specifications(hostId),
    queryFn: () => call(storeRoutes.instanceSpecifications, { host_id: hostId }),
    // A refused host id is an answer (the empty state), not a failure worth asking again.
    retry: false,
  });
}

export function useInstanceSpecifications(hostId: number | null) {
  const query = instanceSpecificationsQuery(hostId ?? 0);
  return useQuery(hostId === null ? { ...query, queryFn: skipToken } : query);
}

/** `/instance/query_price`: the server's quote for the same body the order will send. */
export function useQuotePrice() {
  return useMutation({
    mutationFn: (request: RentalRequest) => call(instancesRoutes.quotePrice, request),
  });
}

/** `/instance/create`: places the order; money, coupons, the host and the instance list all change. */
export function useCreateRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RentalRequest) => call(instancesRoutes.create, request),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** `/instanceAvailableKvmStore`: the public KVM board by region and GPU model. */
export function useKvmBoard() {
  return useQuery({
    queryKey: orderKeys.kvmBoard(),
    queryFn: () => call(storeRoutes.kvmBoard),
  });
}

/** SPEC §9 coupon list size; status 2 is "usable now" (unused and not expired), as the coupon dialog asks. */
const USABLE_COUPONS = { page: 1, page_size: 50, status: 2 } as const;

/** The account's usable coupons for the order form; not asked for sub-accounts (the wallet is the main account's). */
export function useUsableCoupons(enabled: boolean) {
  return useQuery({
    queryKey: couponKeys.mineList(USABLE_COUPONS),
    queryFn: () => call(couponsRoutes.userCoupons, USABLE_COUPONS),
    enabled,
  });
}
