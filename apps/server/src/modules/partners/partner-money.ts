import { fenToYuan } from '@gpucloud/domain';

/** Fen from a bigint column or an aggregate (drivers answer text for those) as answered yuan. */
export function fenOut(value: number | string | null | undefined): number {
  return fenToYuan(Number(value ?? 0));
}
