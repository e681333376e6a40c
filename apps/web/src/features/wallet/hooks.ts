import { walletRoutes } from '@gpucloud/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { useInvalidateMoney, walletKeys } from '../../shared/queries/wallet';
import type { QrAnswer, TopUpStatusAnswer } from './payment/paymentFlow';

export {
  moneyQueryKeys,
  useInvalidateMoney,
  useSetPayPreference,
  useVipInfo,
  useVipTable,
  vipInfoQuery,
  vipTableQuery,
  walletKeys,
} from '../../shared/queries/wallet';

export function voucherPacksQuery() {
  return queryOptions({
    queryKey: walletKeys.voucherPacks(),
    queryFn: async () => (await call(walletRoutes.voucherPacks)).packs,
    staleTime: 60 * 60_000,
  });
}

export function useVoucherPacks() {
  return useQuery(voucherPacksQuery());
}

export function useBuyVoucherPack() {
  const invalidateMoney = useInvalidateMoney();
  return useMutation({
    mutationFn: (packId: string) => call(walletRoutes.buyVoucherPack, { pack_id: packId }),
    onSuccess: () => invalidateMoney(),
  });
}

/** `/create_qrcode`: amount as typed (the server applies the same SPEC §5 rule). */
export function useCreateTopUp() {
  return useMutation({
    mutationFn: (body: CallInput<typeof walletRoutes.createTopUp>) => call(walletRoutes.createTopUp, body),
  });
}

export function fetchQr(outTradeNo: string): Promise<QrAnswer> {
  return call(walletRoutes.topUpQr, { out_trade_no: outTradeNo });
}

export function fetchOrderStatus(outTradeNo: string): Promise<TopUpStatusAnswer> {
  return call(walletRoutes.topUpStatus, { out_trade_no: outTradeNo });
}
