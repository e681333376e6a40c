import type { HostOffer, ImageOption, UserCoupon } from '@gpucloud/contracts';
import { type CouponRule, fenToYuan } from '@gpucloud/domain';

/** Builders for the order helpers' tests: values as the server keeps them and as it answers them. */

/** A coupon group as the server's table keeps it (fen, basis points). */
export interface GroupRow {
  type: number;
  amount: number;
  discountBasisPoints: number;
  moneyLimit: number;
  targetGoods: string;
  targetImage: string;
  targetUseMode: string;
}

export function buildGroupRow(overrides: Partial<GroupRow> = {}): GroupRow {
  return {
    type: 1,
    amount: 0,
    discountBasisPoints: 9_000,
    moneyLimit: 0,
    targetGoods: '',
    targetImage: '',
    targetUseMode: '',
    ...overrides,
  };
}

/** What the server's `couponRuleOf` (apps/server coupons.service.ts) makes of a row. */
export function serverRuleOf(row: GroupRow): CouponRule {
  return {
    type: row.type as CouponRule['type'],
    amountFen: row.amount,
    discountBasisPoints: row.discountBasisPoints,
    moneyLimitFen: row.moneyLimit,
    targetGoods: row.targetGoods,
    targetImage: row.targetImage,
    targetUseMode: row.targetUseMode,
  };
}

/** How the server answers a row in /get_user_assigned_coupon (its `groupFields`). */
export function buildUserCoupon(row: GroupRow, couponId = 1): UserCoupon {
  return {
    CouponId: couponId,
    IsUsed: 0,
    EndTime: 0,
    ClaimTime: 0,
    CouponGroup: {
      GroupId: couponId,
      Name: `coupon ${couponId}`,
      Type: row.type,
      Amount: fenToYuan(row.amount),
      Discount: row.discountBasisPoints / 10_000,
      MoneyLimit: fenToYuan(row.moneyLimit),
      UseTimeLimit: 0,
      TargetGoods: row.targetGoods,
      TargetImage: row.targetImage,
      TargetUseMode: row.targetUseMode,
      TargetUserVerifyType: 0,
      BeginTime: 0,
      EndTime: 0,
    },
  };
}

export function buildHost(overrides: Partial<HostOffer> = {}): HostOffer {
  return {
    HostId: 1,
    HostName: 'bj-a-4090-01',
    Region: 'bj-a',
    RegionName: '北京A区',
    RegionNameEn: 'Beijing A',
    Kind: 'kvm',
    NodeClass: 'main',
    GpuModel: 'RTX 4090',
    GpuMemoryGb: 24,
    GpuCount: 8,
    GpuFree: 5,
    CpuCores: 16,
    MemoryGb: 64,
    SystemDiskGb: 50,
    DataDiskGb: 500,
    BandwidthMbps: 100,
    PricePerGpuHour: 1.98,
    InterruptiblePricePerGpuHour: null,
    Simulated: false,
    ...overrides,
  };
}

export function buildImage(overrides: Partial<ImageOption> = {}): ImageOption {
  return {
    ImageId: 1,
    Name: 'ubuntu22-cuda12.4-pytorch2.4',
    Label: 'PyTorch 2.4 / CUDA 12.4',
    System: 'linux',
    ShortDisplayName: 'PyTorch 2.4',
    Description: '',
    RunsAs: null,
    ...overrides,
  };
}
