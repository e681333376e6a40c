import {
  opsCreateScoreItemRequest,
  opsScoreItemStockRequest,
  opsUpdateScoreItemRequest,
} from '@gpucloud/contracts';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { firstIssue, type SafeParser, translateIssue, useZodRules } from '../../shared/forms/zodRules';
import { OPS_POINTS_NS } from './i18n';

const [voucherShape, couponShape, storageShape] = opsCreateScoreItemRequest.options.map(
  (option) => option.shape,
) as [
  (typeof opsCreateScoreItemRequest.options)[0]['shape'],
  (typeof opsCreateScoreItemRequest.options)[1]['shape'],
  (typeof opsCreateScoreItemRequest.options)[2]['shape'],
];
const shape = opsUpdateScoreItemRequest.shape;

/** The contract's own check of each field of the item dialogs (one schema, used twice). */
const PARSERS = {
  name: shape.name,
  name_en: shape.name_en,
  description: shape.description,
  description_en: shape.description_en,
  cost_points: shape.cost_points,
  per_person_limit: shape.per_person_limit,
  stock: voucherShape.stock,
  voucher_amount: voucherShape.voucher_amount,
  coupon_group_id: couponShape.coupon_group_id,
  storage_gb: storageShape.storage_gb,
  storage_days: storageShape.storage_days,
  add: opsScoreItemStockRequest.shape.add,
} satisfies Record<string, SafeParser>;

export type CheckedItemField = keyof typeof PARSERS;

/** Rules of a field: required ones must be filled, optional ones (descriptions) checked only when filled. */
export function useItemRules() {
  const { t } = useTranslation(OPS_POINTS_NS);
  const { t: tShell, i18n } = useTranslation();
  const zodRules = useZodRules();
  return (field: CheckedItemField, required = true): FormRule[] => {
    const names = { label: t(`fields.${field}`), name: t(`fields.${field}Name`) };
    if (required) return zodRules(PARSERS[field], names);
    return [
      {
        validator: async (_rule, value: unknown) => {
          if (value === undefined || value === null || value === '') return;
          const issue = firstIssue(PARSERS[field], value);
          if (issue === null) return;
          throw new Error(
            tShell('validation.fieldIssue', {
              field: names.label,
              issue: translateIssue(issue, i18n.language),
            }),
          );
        },
      },
    ];
  };
}
