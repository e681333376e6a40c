import { createCouponGroupRequest } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { type CouponFormValues, couponRequestOf, epochSecondsOf } from './couponForm';

const base: CouponFormValues = {
  name: 'Spring',
  type: 0,
  amount: '20.50',
  target_use_mode: '',
  target_user_verify_type: 0,
  begin_time: '2026-05-01T09:30',
  total_num: '100',
};

describe('the coupon group form', () => {
  it('sends what the contract accepts, every SPEC field included', () => {
    const request = couponRequestOf({ ...base, end_time: '2026-06-01T00:00', use_time_limit: '7' });
    const parsed = createCouponGroupRequest.safeParse(request);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      amount: 2050,
      discount: 1,
      use_time_limit: 7,
      total_num: 100,
      begin_time: epochSecondsOf('2026-05-01T09:30'),
      end_time: epochSecondsOf('2026-06-01T00:00'),
    });
  });

  it('sends a discount as its factor and neutral amounts for fields the type does not use', () => {
    const request = couponRequestOf({ ...base, type: 1, discount: '0.9', money_limit: '50' });
    expect(request).toMatchObject({ type: 1, amount: '0', discount: 0.9, money_limit: '50', end_time: 0 });
    expect(createCouponGroupRequest.safeParse(request).success).toBe(true);
  });

  it('reads no time from an empty or broken field', () => {
    expect(epochSecondsOf('')).toBeNull();
    expect(epochSecondsOf('soon')).toBeNull();
  });
});
