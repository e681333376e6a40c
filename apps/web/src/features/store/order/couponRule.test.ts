import { applyCouponToOrder } from '@gpucloud/domain';
import { describe, expect, it } from 'vitest';
import { couponChoices, couponProblemOf, couponRuleOfGroup, isOrderCoupon } from './couponRule';
import { buildUserCoupon, type GroupRow, buildGroupRow as row, serverRuleOf } from './testBuilders';

const groupAnswer = (group: GroupRow) => buildUserCoupon(group).CouponGroup;

const order = { amountFen: 100_00, gpuModel: 'RTX 4090', kind: 'kvm', image: 'debian12', useMode: 'hourly' };

describe('couponRuleOfGroup', () => {
  it.each([
    ['a discount coupon', row({ discountBasisPoints: 8_850 })],
    ['a threshold coupon', row({ type: 2, amount: 10_00, discountBasisPoints: 10_000, moneyLimit: 100_00 })],
    ['a top-up voucher', row({ type: 0, amount: 50_00, discountBasisPoints: 10_000 })],
    ['a targeted coupon', row({ targetGoods: 'RTX 4090', targetImage: 'debian12', targetUseMode: 'daily' })],
    ['odd amounts', row({ type: 2, amount: 1_005, moneyLimit: 33_33, discountBasisPoints: 9_999 })],
  ])('reads %s from the API exactly as the server reads it from its table', (_, group) => {
    expect(couponRuleOfGroup(groupAnswer(group))).toEqual(serverRuleOf(group));
  });
});

describe('couponProblemOf', () => {
  const problem = (overrides: Partial<GroupRow>, orderOverrides: Partial<typeof order> = {}) => {
    const rule = couponRuleOfGroup(groupAnswer(row(overrides)));
    return couponProblemOf(rule, { ...order, ...orderOverrides });
  };

  it('is null when the domain says the coupon fits', () => {
    expect(problem({})).toBeNull();
    expect(problem({ targetGoods: 'kvm' })).toBeNull();
  });

  it('names the same first failing condition the domain checks', () => {
    expect(problem({ type: 0, amount: 10_00 })).toEqual({ key: 'topUp' });
    expect(problem({ targetGoods: 'A100 80G', targetUseMode: 'daily' })).toEqual({
      key: 'goods',
      goods: 'A100 80G',
    });
    expect(problem({ targetImage: 'windows' })).toEqual({ key: 'image' });
    expect(problem({ targetUseMode: 'monthly' })).toEqual({ key: 'useMode', mode: 'monthly' });
    expect(problem({ type: 2, amount: 10_00, moneyLimit: 200_00 })).toEqual({
      key: 'minimum',
      minimumFen: 200_00,
    });
  });

  it('gives a problem exactly when the domain refuses the coupon', () => {
    for (const overrides of [{}, { targetGoods: 'L40S' }, { moneyLimit: 100_01 }, { moneyLimit: 100_00 }]) {
      const rule = couponRuleOfGroup(groupAnswer(row(overrides)));
      expect(couponProblemOf(rule, order) === null).toBe(applyCouponToOrder(rule, order).fits);
    }
  });
});

describe('isOrderCoupon', () => {
  it('keeps discount and threshold coupons and leaves top-up vouchers to the coupon page', () => {
    const types = [0, 1, 2].map((type) => isOrderCoupon(buildUserCoupon(row({ type }))));
    expect(types).toEqual([false, true, true]);
  });
});

describe('couponChoices', () => {
  it('offers order coupons only, with what each saves or why it does not fit', () => {
    const coupons = [
      buildUserCoupon(row({ type: 0, amount: 10_00 }), 1),
      buildUserCoupon(row({ targetGoods: 'RTX 4090' }), 2),
      buildUserCoupon(row({ type: 2, amount: 10_00, moneyLimit: 500_00 }), 3),
    ];
    const choices = couponChoices(coupons, order);
    expect(choices.map((choice) => [choice.coupon.CouponId, choice.discountFen, choice.problem])).toEqual([
      [2, 10_00, null],
      [3, 0, { key: 'minimum', minimumFen: 500_00 }],
    ]);
  });

  it('judges nothing while the order is incomplete', () => {
    const [choice] = couponChoices([buildUserCoupon(row({ targetGoods: 'L40S' }))], null);
    expect(choice).toMatchObject({ problem: null, discountFen: 0 });
  });
});
