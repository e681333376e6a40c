import { type OpsScoreItem, opsCreateScoreItemRequest, opsUpdateScoreItemRequest } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { createRequestOf, type ItemFormValues, updateRequestOf, valuesOf } from './itemForm';

const voucher: ItemFormValues = {
  kind: 'voucher',
  name: '十元算力券',
  name_en: '¥10 compute voucher',
  cost_points: '100',
  per_person_limit: '3',
  stock: '50',
  voucher_amount: '10.00',
  coupon_group_id: '7',
};

const session = { session: 'staff-token' };

describe('the score item form', () => {
  it('sends a voucher item the contract accepts, without a coupon group', () => {
    const request = createRequestOf(voucher);
    const parsed = opsCreateScoreItemRequest.parse({ ...session, ...request });
    expect(parsed).toMatchObject({
      kind: 'voucher',
      voucher_amount: 1000,
      cost_points: 100,
      per_person_limit: 3,
      stock: 50,
      description: '',
      description_en: '',
    });
    expect(request).not.toHaveProperty('coupon_group_id');
  });

  it('sends a coupon item with its group and the limit of one, whatever the limit field held', () => {
    const request = createRequestOf({ ...voucher, kind: 'coupon' });
    const parsed = opsCreateScoreItemRequest.parse({ ...session, ...request });
    expect(parsed).toMatchObject({ kind: 'coupon', coupon_group_id: 7, per_person_limit: 1 });
    expect(request).not.toHaveProperty('voucher_amount');
  });

  it('sends a file-storage item with its GB and days, without a voucher amount or coupon group', () => {
    const request = createRequestOf({
      ...voucher,
      kind: 'file_storage',
      storage_gb: '50',
      storage_days: '30',
    });
    const parsed = opsCreateScoreItemRequest.parse({ ...session, ...request });
    expect(parsed).toMatchObject({
      kind: 'file_storage',
      storage_gb: 50,
      storage_days: 30,
      per_person_limit: 3,
    });
    expect(request).not.toHaveProperty('voucher_amount');
    expect(request).not.toHaveProperty('coupon_group_id');
    const tooLong = createRequestOf({
      ...voucher,
      kind: 'file_storage',
      storage_gb: '50',
      storage_days: '366',
    });
    expect(opsCreateScoreItemRequest.safeParse({ ...session, ...tooLong }).success).toBe(false);
  });

  it('is refused by the contract where the server would refuse it', () => {
    const noAmount = createRequestOf({ ...voucher, voucher_amount: undefined });
    expect(opsCreateScoreItemRequest.safeParse({ ...session, ...noAmount }).success).toBe(false);
    const free = createRequestOf({ ...voucher, cost_points: '0' });
    expect(opsCreateScoreItemRequest.safeParse({ ...session, ...free }).success).toBe(false);
  });

  it('edits an existing item from its own values, round trip', () => {
    const item: OpsScoreItem = {
      id: 4,
      name: '优惠券',
      name_en: 'Coupon',
      description: '说明',
      description_en: 'About',
      kind: 'coupon',
      voucher_amount: null,
      coupon_group_id: 9,
      coupon_name: 'Spring',
      storage_gb: null,
      storage_days: null,
      cost_points: 300,
      stock: 5,
      per_person_limit: 1,
      published: true,
      redeemed: 2,
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const values = valuesOf(item);
    expect(values).toMatchObject({ cost_points: '300', coupon_group_id: '9', voucher_amount: undefined });
    const parsed = opsUpdateScoreItemRequest.parse({
      ...session,
      ...updateRequestOf(item.id, { ...values, cost_points: '350' }),
    });
    expect(parsed).toMatchObject({ item_id: 4, cost_points: 350, per_person_limit: 1, description: '说明' });
  });
});
