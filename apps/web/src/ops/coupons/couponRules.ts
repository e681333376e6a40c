import { createCouponGroupRequest } from '@gpucloud/contracts';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { firstIssue, type SafeParser, translateIssue, useZodRules } from '../../shared/forms/zodRules';
import { epochSecondsOf } from './couponForm';

const shape = createCouponGroupRequest.shape;

/** The contract's own check of each field, reading the form's text as the request will send it. */
const PARSERS = {
  name: shape.name,
  amount: shape.amount,
  discount: { safeParse: (value: unknown) => shape.discount.safeParse(Number(value)) },
  money_limit: shape.money_limit,
  use_time_limit: shape.use_time_limit,
  target_goods: shape.target_goods,
  target_image: shape.target_image,
  begin_time: {
    safeParse: (value: unknown) => shape.begin_time.safeParse(epochSecondsOf(String(value)) ?? 'x'),
  },
  end_time: { safeParse: (value: unknown) => shape.end_time.safeParse(epochSecondsOf(String(value)) ?? 'x') },
  total_num: shape.total_num,
} satisfies Record<string, SafeParser>;

export type CheckedCouponField = keyof typeof PARSERS;

/** Rules of a field: required ones must be filled, optional ones are checked only when filled. */
export function useCouponRules() {
  const { t } = useTranslation('opsContent');
  const { t: tShell, i18n } = useTranslation();
  const zodRules = useZodRules();
  return (field: CheckedCouponField, required: boolean): FormRule[] => {
    const names = { label: t(`coupons.fields.${field}`), name: t(`coupons.fields.${field}Name`) };
    if (required) return zodRules(PARSERS[field], names);
    return [
      {
        // An empty optional field takes the contract's default.
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
