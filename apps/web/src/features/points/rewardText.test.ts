import type { Redemption, ScoreItem } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { pointsEnUS } from './i18n/en-US';
import { pointsZhCN } from './i18n/zh-CN';
import { type RewardMessage, redeemedText, rewardText } from './rewardText';

/** Says a message in one locale's texts with i18next's {{name}} interpolation. */
function translator(texts: Record<string, unknown>) {
  return ({ key, values }: RewardMessage) => {
    const text = texts[key];
    if (typeof text !== 'string') throw new Error(`no text ${key}`);
    const named: Record<string, string | number> = values;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(named[name]));
  };
}

const nothing = { voucher_amount: null, coupon_name: null, storage_gb: null, storage_days: null };
const storage: Pick<ScoreItem, 'voucher_amount' | 'coupon_name' | 'storage_gb' | 'storage_days'> = {
  ...nothing,
  storage_gb: 10,
  storage_days: 30,
};

describe('score-store reward texts', () => {
  it('says what each kind of item gives, in both languages', () => {
    const en = translator(pointsEnUS);
    expect(en(rewardText(storage))).toBe('10 GB file storage for 30 days');
    expect(translator(pointsZhCN)(rewardText(storage))).toBe('10 GB 文件存储，30 天');
    expect(en(rewardText({ ...nothing, voucher_amount: 10 }))).toBe('Compute voucher ¥10.00');
    expect(en(rewardText({ ...nothing, coupon_name: 'Spring' }))).toBe('Coupon: Spring');
  });

  it('tells how long redeemed file storage lasts', () => {
    const done: Redemption = {
      id: 1,
      item_id: 2,
      kind: 'file_storage',
      points: 200,
      voucher_amount: null,
      coupon_id: null,
      storage_gb: 50,
      storage_until: '2026-12-21',
      balance: 0,
      created_at: '2026-11-22T08:00:00.000Z',
    };
    expect(translator(pointsEnUS)(redeemedText(done))).toBe(
      '50 GB were added to your file storage until 2026-12-21, free of charge.',
    );
    expect(translator(pointsEnUS)(redeemedText({ ...done, storage_gb: null, storage_until: null }))).toBe(
      'A coupon was added to your coupons.',
    );
  });
});
