import { ErrorCode } from '@gpucloud/contracts';
import { AppError } from '../../core/errors';

/** SPEC §8's work-order catalogue codes, each with the one reason it is sent with. */
export const helpErrors = {
  illegalCategory: () =>
    new AppError(ErrorCode.ILLEGAL_WORK_ORDER_CATEGORY, 'illegal work-order category id'),
  categoryExists: () =>
    new AppError(ErrorCode.WORK_ORDER_CATEGORY_EXISTS, 'a work-order category of this name exists already'),
  categoryInUse: () =>
    new AppError(ErrorCode.WORK_ORDER_CATEGORY_IN_USE, 'the work-order category still has subcategories'),
  illegalSubcategory: () =>
    new AppError(ErrorCode.ILLEGAL_WORK_ORDER_SUBCATEGORY, 'illegal work-order subcategory id'),
  subcategoryExists: () =>
    new AppError(
      ErrorCode.WORK_ORDER_SUBCATEGORY_EXISTS,
      'a subcategory of this name exists already in the category',
    ),
  subcategoryInUse: () =>
    new AppError(
      ErrorCode.WORK_ORDER_SUBCATEGORY_IN_USE,
      'the work-order subcategory still has help documents',
    ),
  illegalDocument: () =>
    new AppError(ErrorCode.ILLEGAL_WORK_ORDER_DOCUMENT, 'illegal work-order document id'),
};
