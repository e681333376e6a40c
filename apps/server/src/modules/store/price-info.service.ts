import type { VipInfo } from '@gpucloud/contracts';
import {
  VIP_DISCOUNT_BASIS_POINTS,
  VIP_LEVEL_NAMES,
  VIP_THRESHOLDS_YUAN,
  type VipLevel,
  vipLevelStartYuan,
} from '@gpucloud/domain';

/** The membership table of SPEC §6 and §9, as `/gpu_priceinfo` answers it. */
export function getVipInfos(): VipInfo[] {
  return VIP_LEVEL_NAMES.map((name, index) => {
    const level = index as VipLevel;
    const basisPoints = VIP_DISCOUNT_BASIS_POINTS[level];
    return {
      VipLevel: level,
      Name: name,
      VipDiscount: basisPoints / 10_000,
      VipFold: basisPoints / 1_000,
      MinAccumulated: vipLevelStartYuan(level),
      Threshold: VIP_THRESHOLDS_YUAN[level],
    };
  });
}
