import { ErrorCode } from '@gpucloud/contracts';
import { ApiError } from '../../api/errors';

/** SPEC §8's catalogue refusals the help page explains in the reader's language. */
const REFUSALS = {
  [ErrorCode.ILLEGAL_WORK_ORDER_CATEGORY]: 'categoryGone',
  [ErrorCode.WORK_ORDER_CATEGORY_EXISTS]: 'categoryExists',
  [ErrorCode.WORK_ORDER_CATEGORY_IN_USE]: 'categoryInUse',
  [ErrorCode.ILLEGAL_WORK_ORDER_SUBCATEGORY]: 'subcategoryGone',
  [ErrorCode.WORK_ORDER_SUBCATEGORY_EXISTS]: 'subcategoryExists',
  [ErrorCode.WORK_ORDER_SUBCATEGORY_IN_USE]: 'subcategoryInUse',
  [ErrorCode.ILLEGAL_WORK_ORDER_DOCUMENT]: 'documentGone',
} as const;

export type CatalogueRefusal = (typeof REFUSALS)[keyof typeof REFUSALS];

/** Which catalogue refusal an error is, or null for any other failure (the client's toast says those). */
export function catalogueRefusal(error: unknown): CatalogueRefusal | null {
  if (!(error instanceof ApiError)) return null;
  return (REFUSALS as Record<number, CatalogueRefusal>)[error.status] ?? null;
}
