import type { adminRoutes, CreateCouponGroupRequest } from '@gpucloud/contracts';
import type { CallInput } from '../../api/call';
import { chinaInputOf, epochSecondsOfChinaInput } from '../../shared/format';

type Request = Omit<CreateCouponGroupRequest, 'session'>;
/** What the dialog sends: the contract's input (texts where a form field is text). */
export type CouponGroupInput = CallInput<typeof adminRoutes.createCouponGroup>;

/** The create dialog's fields as typed: numbers stay text until sent, times are datetime-local texts. */
export interface CouponFormValues {
  name: string;
  type: 0 | 1 | 2;
  amount?: string;
  discount?: string;
  money_limit?: string;
  use_time_limit?: string;
  target_goods?: string;
  target_image?: string;
  target_use_mode: Request['target_use_mode'];
  target_user_verify_type: 0 | 1 | 2;
  begin_time: string;
  end_time?: string;
  total_num: string;
}

/** Which money fields a type uses: a voucher's amount, a discount's factor, a threshold's amount and minimum. */
export function couponFieldsOf(type: 0 | 1 | 2) {
  return { amount: type !== 1, discount: type === 1, moneyLimit: type !== 0 };
}

/** A datetime-local text ("2026-05-01T09:30"), China time like every date shown, as epoch seconds; null if unreadable. */
export function epochSecondsOf(local: string | undefined): number | null {
  return epochSecondsOfChinaInput(local);
}

/** An instant as a datetime-local text in China time (the form's default start). */
export function localInputOf(date: Date): string {
  return chinaInputOf(date);
}

/**
 * The request the server checks (createCouponGroupRequest), from what the form holds: fields the
 * type does not use are sent as their neutral values, empty optional fields as their defaults.
 */
export function couponRequestOf(values: CouponFormValues): CouponGroupInput {
  const uses = couponFieldsOf(values.type);
  return {
    name: values.name,
    type: values.type,
    amount: uses.amount ? (values.amount ?? '0') : '0',
    discount: uses.discount ? Number(values.discount ?? 1) : 1,
    money_limit: uses.moneyLimit ? values.money_limit || '0' : '0',
    use_time_limit: values.use_time_limit || '0',
    target_goods: values.target_goods?.trim() ?? '',
    target_image: values.target_image?.trim() ?? '',
    target_use_mode: values.target_use_mode,
    target_user_verify_type: values.target_user_verify_type,
    begin_time: epochSecondsOf(values.begin_time) ?? 0,
    end_time: epochSecondsOf(values.end_time) ?? 0,
    total_num: values.total_num,
  };
}
