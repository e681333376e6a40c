import type { Fen } from './money';

/**
 * Compute-voucher packs sold for balance (SPEC §9: vouchers are issued by the platform and
 * bought). Buying ahead earns a discount; vouchers then pay for orders only.
 */
export const VOUCHER_PACKS = [
  { id: 'pack-100', faceFen: 100_00, priceFen: 98_00 },
  { id: 'pack-500', faceFen: 500_00, priceFen: 480_00 },
  { id: 'pack-1000', faceFen: 1_000_00, priceFen: 950_00 },
  { id: 'pack-5000', faceFen: 5_000_00, priceFen: 4_600_00 },
] as const satisfies readonly { id: string; faceFen: Fen; priceFen: Fen }[];

export type VoucherPackId = (typeof VOUCHER_PACKS)[number]['id'];

export function findVoucherPack(id: string) {
  return VOUCHER_PACKS.find((pack) => pack.id === id) ?? null;
}
