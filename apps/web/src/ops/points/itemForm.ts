import type { OpsScoreItem, opsPointsRoutes, ScoreItemKind } from '@gpucloud/contracts';
import type { CallInput } from '../../api/call';

/** The item dialog's fields as typed: numbers stay text until the contract reads them. */
export interface ItemFormValues {
  kind: ScoreItemKind;
  name: string;
  name_en: string;
  description?: string;
  description_en?: string;
  cost_points: string;
  per_person_limit: string;
  stock: string;
  voucher_amount?: string;
  coupon_group_id?: string;
  storage_gb?: string;
  storage_days?: string;
}

export type CreateItemInput = CallInput<typeof opsPointsRoutes.createItem>;
export type UpdateItemInput = CallInput<typeof opsPointsRoutes.updateItem>;

/** A new item's starting values: a voucher, one per account. */
export const NEW_ITEM: Partial<ItemFormValues> = { kind: 'voucher', per_person_limit: '1', stock: '100' };

function texts(values: ItemFormValues) {
  return {
    name: values.name,
    name_en: values.name_en,
    description: values.description ?? '',
    description_en: values.description_en ?? '',
    cost_points: values.cost_points,
  };
}

/**
 * The create request (opsCreateScoreItemRequest) from the form: a voucher carries its amount, a
 * coupon its group and the limit of one, since an account holds one coupon of a group, file
 * storage its GB and days.
 */
export function createRequestOf(values: ItemFormValues): CreateItemInput {
  if (values.kind === 'coupon')
    return {
      kind: 'coupon',
      ...texts(values),
      coupon_group_id: values.coupon_group_id ?? '',
      per_person_limit: 1,
      stock: values.stock,
    };
  if (values.kind === 'file_storage')
    return {
      kind: 'file_storage',
      ...texts(values),
      storage_gb: values.storage_gb ?? '',
      storage_days: values.storage_days ?? '',
      per_person_limit: values.per_person_limit,
      stock: values.stock,
    };
  return {
    kind: 'voucher',
    ...texts(values),
    voucher_amount: values.voucher_amount ?? '',
    per_person_limit: values.per_person_limit,
    stock: values.stock,
  };
}

/** The update request: texts, cost and limit (kind, reward and stock have their own ways). */
export function updateRequestOf(itemId: number, values: ItemFormValues): UpdateItemInput {
  return {
    item_id: itemId,
    ...texts(values),
    per_person_limit: values.kind === 'coupon' ? 1 : values.per_person_limit,
  };
}

/** An existing item as the edit dialog starts from. */
export function valuesOf(item: OpsScoreItem): ItemFormValues {
  return {
    kind: item.kind,
    name: item.name,
    name_en: item.name_en,
    description: item.description,
    description_en: item.description_en,
    cost_points: String(item.cost_points),
    per_person_limit: String(item.per_person_limit),
    stock: String(item.stock),
    voucher_amount: item.voucher_amount === null ? undefined : item.voucher_amount.toFixed(2),
    coupon_group_id: item.coupon_group_id === null ? undefined : String(item.coupon_group_id),
    storage_gb: item.storage_gb === null ? undefined : String(item.storage_gb),
    storage_days: item.storage_days === null ? undefined : String(item.storage_days),
  };
}
